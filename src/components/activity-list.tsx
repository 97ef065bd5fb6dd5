import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from './dialog';
import { timeAgo, useMinuteClock } from './relative-time';
import type { ActivityEntry, ToastKind } from './toast-store';
import { useActivity } from './toast';

const KIND_WORDS: Record<ToastKind, string> = { success: 'Done', error: 'Failed', info: 'Note' };

const exactTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** What happened in this tab, newest first, each with its way back to the record. */
export function ActivityPanel({ onClose }: { onClose: () => void }) {
  const entries = useActivity();
  useMinuteClock();
  return (
    <Dialog title="Activity" onClose={onClose} description={<p className="field-help">The outcomes shown in this tab, newest first (the last 50).</p>}>
      {entries.length === 0 ? (
        <p className="activity-empty">Nothing yet</p>
      ) : (
        <ol className="activity-list">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} onFollow={onClose} />
          ))}
        </ol>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

function ActivityItem({ entry, onFollow }: { entry: ActivityEntry; onFollow: () => void }) {
  const messageId = useId();
  return (
    <li className={`activity-entry activity-${entry.kind}`}>
      <span className="activity-kind">{KIND_WORDS[entry.kind]}</span>
      <span id={messageId} className="activity-message">
        {entry.message}
      </span>
      <span className="activity-meta">
        <time dateTime={new Date(entry.at).toISOString()} title={exactTime.format(entry.at)}>
          {timeAgo(entry.at)}
        </time>
        {entry.link && (
          // The link's words are short ("Open it"): the message says which record.
          <Link to={entry.link.to} onClick={onFollow} aria-describedby={messageId}>
            {entry.link.label}
          </Link>
        )}
      </span>
    </li>
  );
}
