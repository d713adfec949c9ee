/** Texts of the demo data, in hr and en: profile descriptions, services, ads, companies, chats, reviews. */

type Bilingual = readonly [hr: string, en: string];

/** What a creator of each category (ids 1..20 of migration 0004) posts about. */
export const CATEGORY_TOPICS: Readonly<Record<number, Bilingual>> = {
  1: ['modne kombinacije i osobni stil', 'outfits and personal style'],
  2: ['recenzije kozmetike i savjete za make-up', 'cosmetics reviews and make-up tips'],
  3: ['putovanja po regiji i skrivene plaže', 'travel around the region and hidden beaches'],
  4: ['recepte i najbolje lokalne restorane', 'recipes and the best local restaurants'],
  5: ['treninge kod kuće i u teretani', 'home and gym workouts'],
  6: ['sportske priče i dane utakmica', 'sports stories and match days'],
  7: ['recenzije mobitela i gadgeta', 'phone and gadget reviews'],
  8: ['gaming streamove i nove igre', 'gaming streams and new releases'],
  9: ['svoju glazbu i koncerte', 'my music and live shows'],
  10: ['svakodnevicu roditelja dvoje djece', 'everyday life as a parent of two'],
  11: ['svakodnevni život i male rituale', 'everyday life and small rituals'],
  12: ['skečeve i humor iz svakodnevice', 'sketches and everyday humour'],
  13: ['testove automobila i road tripove', 'car tests and road trips'],
  14: ['život sa psom i mačkom', 'life with a dog and a cat'],
  15: ['kratke lekcije i savjete za učenje', 'short lessons and study tips'],
  16: ['osobne financije i štednju', 'personal finance and saving'],
  17: ['ilustracije i proces stvaranja', 'illustrations and the creative process'],
  18: ['zdrave navike i mentalno zdravlje', 'healthy habits and mental health'],
  19: ['uređenje doma i vrtlarenje', 'home decor and gardening'],
  20: ['recenzije filmova i serija', 'film and series reviews'],
};

export const PROFILE_INTROS: readonly Bilingual[] = [
  ['Dijelim', 'I share'],
  ['Na mom profilu pronaći ćete', 'On my profile you will find'],
  [
    'Već nekoliko godina stvaram sadržaj o temama kao što su',
    'For a few years I have been creating content about',
  ],
  ['Pratitelji mi dolaze zbog', 'My followers come for'],
];

export const PROFILE_CLOSINGS: readonly Bilingual[] = [
  ['Surađujem samo s brendovima koje i sama koristim.', 'I only work with brands I use myself.'],
  ['Otvoren/a za dugoročne suradnje.', 'Open to long-term collaborations.'],
  ['Iskren sadržaj, bez filtera.', 'Honest content, no filters.'],
  ['Javite se za suradnju!', 'Get in touch to collaborate!'],
  ['Publika mi je uglavnom od 18 do 34 godine.', 'My audience is mostly 18 to 34 years old.'],
];

/** Services creators sell, by the network they run on (slug). */
export const SERVICE_TEMPLATES: readonly {
  name: string;
  network: string;
  hr: string;
  en: string;
  factor: number;
}[] = [
  {
    name: 'Instagram objava + 3 storyja',
    network: 'instagram',
    hr: 'Jedna objava u feedu i tri storyja s linkom.',
    en: 'One feed post and three stories with a link.',
    factor: 1,
  },
  {
    name: 'Instagram Reel',
    network: 'instagram',
    hr: 'Reel do 60 sekundi, snimljen i montiran po dogovoru.',
    en: 'A Reel up to 60 seconds, shot and edited as agreed.',
    factor: 1.3,
  },
  {
    name: 'Paket: Reel + 5 storyja',
    network: 'instagram',
    hr: 'Reel i pet storyja kroz tjedan dana.',
    en: 'A Reel and five stories over one week.',
    factor: 2,
  },
  {
    name: 'TikTok video (do 60 s)',
    network: 'tiktok',
    hr: 'Kratki video u mom stilu, s vašim proizvodom u glavnoj ulozi.',
    en: 'A short video in my style, starring your product.',
    factor: 1.2,
  },
  {
    name: 'YouTube integracija',
    network: 'youtube',
    hr: 'Integracija od 60 do 90 sekundi u novom videu.',
    en: 'A 60 to 90 second integration in a new video.',
    factor: 2.5,
  },
  {
    name: 'Unboxing video',
    network: 'youtube',
    hr: 'Otvaranje paketa i prvi dojmovi uživo.',
    en: 'Unboxing and first impressions on camera.',
    factor: 1.5,
  },
  {
    name: 'Recenzija proizvoda na blogu',
    network: 'blog',
    hr: 'Detaljna recenzija s fotografijama i SEO optimizacijom.',
    en: 'An in-depth review with photos and SEO.',
    factor: 0.9,
  },
  {
    name: 'Giveaway na profilu',
    network: 'instagram',
    hr: 'Nagradna igra s vašim proizvodom, pravila po dogovoru.',
    en: 'A giveaway of your product, rules as agreed.',
    factor: 0.8,
  },
  {
    name: 'Facebook objava',
    network: 'facebook',
    hr: 'Objava na stranici s fotografijom i linkom.',
    en: 'A page post with a photo and a link.',
    factor: 0.6,
  },
  {
    name: 'Twitch stream sponzorstvo',
    network: 'twitch',
    hr: 'Spominjanje i banner tijekom cijelog streama.',
    en: 'Shout-outs and a banner for a whole stream.',
    factor: 1.4,
  },
];

/** Advertisers of the demo, each with its main category (ids of migration 0004). */
export const COMPANIES: readonly { name: string; handle: string; categoryId: number; tld: string }[] = [
  { name: 'Adria Cosmetics d.o.o.', handle: 'adriacosmetics', categoryId: 2, tld: 'hr' },
  { name: 'Jadran Tours', handle: 'jadrantours', categoryId: 3, tld: 'hr' },
  { name: 'Balkan Bites', handle: 'balkanbites', categoryId: 4, tld: 'rs' },
  { name: 'Pekara Zrno', handle: 'pekarazrno', categoryId: 4, tld: 'hr' },
  { name: 'FitZona', handle: 'fitzona', categoryId: 5, tld: 'si' },
  { name: 'Moda Mostar', handle: 'modamostar', categoryId: 1, tld: 'ba' },
  { name: 'Tehno Centar', handle: 'tehnocentar', categoryId: 7, tld: 'rs' },
  { name: 'Igraonica Pixel', handle: 'pixelgaming', categoryId: 8, tld: 'hr' },
  { name: 'Zvuk Records', handle: 'zvukrecords', categoryId: 9, tld: 'rs' },
  { name: 'Mala Sreća', handle: 'malasreca', categoryId: 10, tld: 'ba' },
  { name: 'Urbano Living', handle: 'urbanoliving', categoryId: 19, tld: 'si' },
  { name: 'AutoKuća Sever', handle: 'autosever', categoryId: 13, tld: 'rs' },
  { name: 'Šapa Pet Shop', handle: 'sapapetshop', categoryId: 14, tld: 'hr' },
  { name: 'Učionica Online', handle: 'ucionica', categoryId: 15, tld: 'mk' },
  { name: 'Štedi Pametno', handle: 'stedipametno', categoryId: 16, tld: 'hr' },
  { name: 'Galerija Lumen', handle: 'galerijalumen', categoryId: 17, tld: 'me' },
  { name: 'Vitalis Ljekarna', handle: 'vitalis', categoryId: 18, tld: 'hr' },
  { name: 'Kino Kolosej', handle: 'kolosej', categoryId: 20, tld: 'si' },
  { name: 'Sportska Zona', handle: 'sportskazona', categoryId: 6, tld: 'me' },
  { name: 'Ohrid Pearl Hotels', handle: 'ohridpearl', categoryId: 3, tld: 'mk' },
];

/** Ads advertisers publish; {company} is replaced by the advertiser's company. */
export const AD_TEMPLATES: readonly { name: string; hr: string; en: string }[] = [
  {
    name: 'Tražimo kreatore za ljetnu kampanju',
    hr: 'Za ljetnu kampanju tražimo kreatore koji će predstaviti naše proizvode na autentičan način.',
    en: 'For our summer campaign we are looking for creators to present our products authentically.',
  },
  {
    name: 'Recenzija nove kolekcije',
    hr: 'Pošaljemo vam proizvode iz nove kolekcije, a vi podijelite iskren dojam s pratiteljima.',
    en: 'We send you products from the new collection and you share an honest opinion with your followers.',
  },
  {
    name: 'Promocija otvorenja nove poslovnice',
    hr: 'Otvaramo novu poslovnicu i tražimo lokalne kreatore za dolazak na otvorenje i objave.',
    en: 'We are opening a new store and look for local creators to attend the opening and post about it.',
  },
  {
    name: 'Dugoročna suradnja – ambasador brenda',
    hr: 'Tražimo ambasadora brenda za suradnju od šest mjeseci s mjesečnim objavama.',
    en: 'We are looking for a brand ambassador for six months with monthly posts.',
  },
  {
    name: 'TikTok izazov s našim proizvodom',
    hr: 'Pokrećemo TikTok izazov i tražimo kreatore koji će ga pokrenuti s nama.',
    en: 'We are launching a TikTok challenge and need creators to kick it off with us.',
  },
  {
    name: 'Giveaway za pratitelje',
    hr: 'Darujemo pakete proizvoda vašim pratiteljima kroz nagradnu igru na vašem profilu.',
    en: 'We give product bundles to your followers through a giveaway on your profile.',
  },
  {
    name: 'Jesenska kampanja – Reels',
    hr: 'Tri Reela kroz rujan i listopad, kreativna sloboda uz kratki brief.',
    en: 'Three Reels through September and October, creative freedom with a short brief.',
  },
];

export const GIVEAWAY_DESCRIPTIONS: readonly string[] = [
  'Paket proizvoda u vrijednosti od 150 EUR',
  'Vikend za dvoje uz doručak',
  'Poklon bon od 100 EUR',
  'Proizvodi iz nove kolekcije po izboru',
];

/** Chat lines of the demo threads: [requester, receiver] turns. */
export const THREAD_LINES: readonly (readonly [requester: string, receiver: string])[] = [
  [
    'Pozdrav! Sviđa mi se vaša ponuda, mislim da bi moja publika bila idealna.',
    'Hvala na javljanju! Možete li poslati statistiku profila?',
  ],
  [
    'Naravno, šaljem screenshot statistike za zadnjih 30 dana.',
    'Izgleda odlično. Kada biste mogli objaviti?',
  ],
  ['Najranije sljedeći tjedan, u utorak ili srijedu.', 'Može utorak. Šaljemo proizvode danas.'],
  ['Paket je stigao, sve je super!', 'Drago nam je. Javite kad objava bude gotova.'],
];

export const REVIEW_COMMENTS: readonly (readonly [rating: number, comment: string])[] = [
  [5, 'Odlična suradnja, sve dogovoreno i isporučeno na vrijeme.'],
  [5, 'Profesionalno i kreativno, preporučujem!'],
  [4, 'Dobra komunikacija, rezultati iznad očekivanja.'],
  [4, 'Sve je prošlo glatko, rado ćemo opet surađivati.'],
  [3, 'Solidno, ali objava je kasnila nekoliko dana.'],
];

export const DECLINE_REASONS: readonly string[] = [
  'Nažalost, trenutno nemamo slobodnih termina.',
  'Hvala na upitu, ali ne uklapa se u naš plan kampanje.',
];

export const ABORT_REASONS: readonly string[] = [
  'Rokovi se nisu mogli uskladiti.',
  'Kampanja je otkazana s naše strane.',
];

/** Issue 16: the deliverables asked for in the demo arrangements' terms, one set each. */
export const DELIVERABLE_SETS: readonly (readonly string[])[] = [
  ['1 Instagram Reel'],
  ['1 Instagram Reel', '3 storyja'],
  ['2 objave na Instagramu', '5 storyja s poveznicom'],
  ['1 TikTok video (30–60 s)'],
  ['1 YouTube video do 10 minuta', '1 objava u zajednici'],
  ['3 storyja', 'Označen profil brenda u opisu'],
];
