import type { RecordedChange } from '../../domain/arrangements/changeArrangement';
import { loadArrangementDetails, type ArrangementRow } from '../../domain/arrangements/findArrangements';
import type { Database } from '../../db/client';
import { presentArrangement } from '../../presenters/arrangement';
import type { Announcer } from '../../realtime/announcer';

/**
 * How every arrangement-changing call answers (management/*, deliveries): the change is told to both
 * participants after its commit (ArrangementEvent CHANGED, its lines, mails and pushes of its notices),
 * then the caller gets the arrangement as they now see it.
 */
export function createChangeAnswer(db: Database['db'], announce: Announcer) {
  const present = async (arrangement: ArrangementRow, userId: number) => {
    const [details] = await loadArrangementDetails(db, [arrangement], userId);
    return presentArrangement(details!, userId);
  };
  return {
    present,
    async answer(change: RecordedChange, userId: number) {
      await announce.changedArrangement(change.arrangement, change.messages, change.notices);
      return present(change.arrangement, userId);
    },
  };
}
