import type { Random } from './random';

/** Names and cities of the six countries of SPEC §3, for realistic demo and benchmark data. */
type Country = {
  locationId: number;
  /** Share of users from this country. */
  weight: number;
  female: readonly string[];
  male: readonly string[];
  lastNames: readonly string[];
  /** Macedonian surnames end in -ski for men and -ska for women. */
  feminineLastName?: (lastName: string) => string;
  cities: readonly (readonly [string, number])[];
  domain: string;
};

export const COUNTRIES: readonly Country[] = [
  {
    locationId: 1,
    weight: 35,
    female: [
      'Ana',
      'Ivana',
      'Petra',
      'Marija',
      'Lucija',
      'Lana',
      'Maja',
      'Katarina',
      'Ema',
      'Nika',
      'Sara',
      'Mia',
      'Tea',
      'Doris',
      'Martina',
      'Klara',
    ],
    male: [
      'Luka',
      'Ivan',
      'Marko',
      'Josip',
      'Filip',
      'Matej',
      'Karlo',
      'Dino',
      'Tomislav',
      'Ante',
      'Domagoj',
      'Fran',
      'Bruno',
      'Toni',
    ],
    lastNames: [
      'Kovačević',
      'Horvat',
      'Babić',
      'Marić',
      'Jurić',
      'Knežević',
      'Vuković',
      'Perić',
      'Matić',
      'Božić',
      'Grgić',
      'Šarić',
      'Tomić',
      'Blažević',
      'Radić',
      'Ćosić',
      'Barišić',
      'Pavić',
    ],
    cities: [
      ['Zagreb', 40],
      ['Split', 14],
      ['Rijeka', 10],
      ['Osijek', 8],
      ['Zadar', 7],
      ['Šibenik', 5],
      ['Pula', 5],
      ['Varaždin', 5],
      ['Dubrovnik', 6],
    ],
    domain: 'hr',
  },
  {
    locationId: 2,
    weight: 25,
    female: [
      'Milica',
      'Jelena',
      'Ana',
      'Marija',
      'Teodora',
      'Jovana',
      'Katarina',
      'Anđela',
      'Nevena',
      'Sofija',
      'Dunja',
      'Tijana',
      'Mina',
    ],
    male: [
      'Đorđe',
      'Nikola',
      'Stefan',
      'Aleksa',
      'Lazar',
      'Nemanja',
      'Miloš',
      'Vuk',
      'Dušan',
      'Uroš',
      'Filip',
      'Marko',
      'Vukašin',
    ],
    lastNames: [
      'Petrović',
      'Jovanović',
      'Nikolić',
      'Đorđević',
      'Ilić',
      'Stanković',
      'Marković',
      'Popović',
      'Stojanović',
      'Pavlović',
      'Milošević',
      'Todorović',
      'Živković',
      'Lukić',
    ],
    cities: [
      ['Beograd', 45],
      ['Novi Sad', 18],
      ['Niš', 12],
      ['Kragujevac', 8],
      ['Čačak', 6],
      ['Subotica', 6],
      ['Kraljevo', 5],
    ],
    domain: 'rs',
  },
  {
    locationId: 3,
    weight: 15,
    female: [
      'Amra',
      'Lejla',
      'Amina',
      'Emina',
      'Ajla',
      'Selma',
      'Merima',
      'Dženana',
      'Adna',
      'Jelena',
      'Ivana',
      'Hana',
    ],
    male: ['Emir', 'Amar', 'Haris', 'Adnan', 'Tarik', 'Kenan', 'Dženan', 'Mirza', 'Vedran', 'Nikola', 'Edin'],
    lastNames: [
      'Hodžić',
      'Hadžić',
      'Begić',
      'Delić',
      'Mehmedović',
      'Kovač',
      'Halilović',
      'Hasanović',
      'Ibrahimović',
      'Salihović',
      'Mujić',
      'Bešlić',
      'Karić',
      'Jukić',
    ],
    cities: [
      ['Sarajevo', 40],
      ['Mostar', 15],
      ['Banja Luka', 20],
      ['Tuzla', 10],
      ['Zenica', 8],
      ['Bihać', 7],
    ],
    domain: 'ba',
  },
  {
    locationId: 4,
    weight: 10,
    female: ['Nina', 'Eva', 'Maša', 'Špela', 'Urška', 'Tjaša', 'Nika', 'Ana', 'Lara', 'Zala', 'Pia'],
    male: ['Luka', 'Jan', 'Žiga', 'Matic', 'Rok', 'Gašper', 'Anže', 'Blaž', 'Tilen', 'Nejc', 'Jure'],
    lastNames: [
      'Novak',
      'Horvat',
      'Kranjc',
      'Zupan',
      'Potočnik',
      'Kovačič',
      'Mlakar',
      'Vidmar',
      'Kos',
      'Golob',
      'Krajnc',
      'Zorko',
      'Turk',
    ],
    cities: [
      ['Ljubljana', 45],
      ['Maribor', 20],
      ['Celje', 10],
      ['Koper', 10],
      ['Kranj', 8],
      ['Novo mesto', 7],
    ],
    domain: 'si',
  },
  {
    locationId: 5,
    weight: 7,
    female: ['Milica', 'Jovana', 'Anđela', 'Marija', 'Ivana', 'Tamara', 'Sanja', 'Nina', 'Dragana'],
    male: ['Luka', 'Petar', 'Nikola', 'Marko', 'Vuk', 'Balša', 'Stefan', 'Danilo', 'Nemanja'],
    lastNames: [
      'Vujović',
      'Popović',
      'Radović',
      'Vujačić',
      'Bulatović',
      'Đukanović',
      'Šćepanović',
      'Radulović',
      'Perović',
      'Vuković',
      'Mugoša',
      'Raičević',
    ],
    cities: [
      ['Podgorica', 45],
      ['Budva', 15],
      ['Kotor', 10],
      ['Nikšić', 12],
      ['Herceg Novi', 10],
      ['Bar', 8],
    ],
    domain: 'me',
  },
  {
    locationId: 6,
    weight: 8,
    female: ['Elena', 'Marija', 'Ana', 'Ivana', 'Simona', 'Kristina', 'Biljana', 'Sara', 'Teodora', 'Angela'],
    male: [
      'Aleksandar',
      'Stefan',
      'Filip',
      'Darko',
      'Bojan',
      'Goran',
      'Nikola',
      'Dimitar',
      'Kiril',
      'Martin',
    ],
    lastNames: [
      'Stojanovski',
      'Petrovski',
      'Nikolovski',
      'Trajkovski',
      'Dimitrovski',
      'Georgievski',
      'Jovanovski',
      'Ristovski',
      'Angelovski',
      'Kostovski',
    ],
    feminineLastName: (lastName) => lastName.replace(/ski$/, 'ska'),
    cities: [
      ['Skopje', 50],
      ['Ohrid', 15],
      ['Bitola', 12],
      ['Kumanovo', 8],
      ['Tetovo', 8],
      ['Struga', 7],
    ],
    domain: 'mk',
  },
];

export type Person = {
  firstName: string;
  lastName: string;
  gender: 'FEMALE' | 'MALE';
  locationId: number;
  city: string;
  domain: string;
};

/** A person from one of the six countries, weighted by country and by city size. */
export function pickPerson(random: Random, gender?: 'FEMALE' | 'MALE'): Person {
  const country = random.weighted(COUNTRIES.map((c) => [c, c.weight] as const));
  const chosen = gender ?? (random.chance(0.58) ? 'FEMALE' : 'MALE');
  const lastName = random.pick(country.lastNames);
  return {
    firstName: random.pick(chosen === 'FEMALE' ? country.female : country.male),
    lastName: chosen === 'FEMALE' && country.feminineLastName ? country.feminineLastName(lastName) : lastName,
    gender: chosen,
    locationId: country.locationId,
    city: random.weighted(country.cities),
    domain: country.domain,
  };
}

const ASCII: Record<string, string> = { č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'dj' };

/** 'Đorđe Petrović' -> 'djordje.petrovic': the ASCII form used for usernames and emails. */
export function toHandle(...parts: string[]): string {
  return parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[čćšžđ]/g, (ch) => ASCII[ch] ?? ch)
        .replace(/[^a-z0-9]+/g, ''),
    )
    .join('.');
}
