import {
  messengerPath,
  PUSH_PREVIEW_MAX_LENGTH,
  type TLocale,
  type TPushKind,
  type TPushPayload,
} from '@spona/contracts';
import { translate } from '../../i18n';

/** Longest name of a sender or an offer in a push (the whole push must stay far below 4 KB). */
const NAME_MAX_LENGTH = 80;
/** Longest text of a notification's push: catalogue sentences with two names, never cut in practice. */
const NOTICE_MAX_LENGTH = 2 * NAME_MAX_LENGTH + PUSH_PREVIEW_MAX_LENGTH;

/** The text on one line, at most `max` characters (whole code points), with an ellipsis when cut. */
export function shortenText(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * The JSON of one push (ZPushPayload) in the receiver's language (`push.*` of the api catalogue): a new
 * message shows who wrote and a short preview of it (the lock screen shows it, so never more); a new
 * arrangement shows who asked about which offer, not the request's text. One tag per conversation,
 * so its pushes replace each other instead of piling up.
 */
export function renderPushPayload(
  kind: Exclude<TPushKind, 'ARRANGEMENT_CHANGED'>,
  input: {
    locale: TLocale;
    senderName: string;
    offerName: string;
    content: string;
    arrangementId: number;
    /** Issue 16: the compensation of a new request in words ("180 €"), named in its push. */
    compensation?: string;
  },
): TPushPayload {
  const vars = {
    sender: shortenText(input.senderName, NAME_MAX_LENGTH),
    offer: shortenText(input.offerName, NAME_MAX_LENGTH),
    compensation: input.compensation ? shortenText(input.compensation, NAME_MAX_LENGTH) : undefined,
  };
  const isMessage = kind === 'MESSAGE_NEW';
  return {
    type: kind,
    title: translate(input.locale, isMessage ? 'push.newMessage.title' : 'push.newArrangement.title', vars),
    body: isMessage
      ? shortenText(input.content, PUSH_PREVIEW_MAX_LENGTH)
      : translate(
          input.locale,
          vars.compensation ? 'push.newArrangement.bodyWithTerms' : 'push.newArrangement.body',
          vars,
        ),
    url: messengerPath(input.arrangementId),
    arrangement_id: input.arrangementId,
    tag: `arrangement-${input.arrangementId}`,
  };
}

/**
 * Issue 16: the push of a notification about an arrangement (ARRANGEMENT_CHANGED): the notification's
 * title and text, already in the receiver's language, in the conversation's tag.
 */
export function renderNoticePushPayload(input: {
  title: string;
  text: string;
  arrangementId: number;
}): TPushPayload {
  return {
    type: 'ARRANGEMENT_CHANGED',
    title: shortenText(input.title, NOTICE_MAX_LENGTH),
    body: shortenText(input.text, NOTICE_MAX_LENGTH),
    url: messengerPath(input.arrangementId),
    arrangement_id: input.arrangementId,
    tag: `arrangement-${input.arrangementId}`,
  };
}
