import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { perFormattingLocale } from '../i18n/interface-language';
import { Link } from 'react-router-dom';
import { Dialog } from './dialog';
import { timeAgo, useMinuteClock } from './relative-time';
import type { ActivityEntry, ToastKind } from './toast-store';
import { useActivity } from './toast';

const KIND_WORDS: Record<ToastKind, MessageDescriptor> = { success: msg`Done`, error: msg`Failed`, info: msg`Note` };

const exactTime = perFormattingLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }));

/** What happened in this tab, newest first, each with its way back to the record. */
export function ActivityPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const entries = useActivity();
  useMinuteClock();
  return (
    <Dialog
      title={t`Activity`}
      onClose={onClose}
      description={
        <p className="field-help">
          <Trans>The outcomes shown in this tab, newest first (the last 50).</Trans>
        </p>
      }
    >
      {entries.length === 0 ? (
        <p className="activity-empty">
          <Trans>Nothing yet</Trans>
        </p>
      ) : (
        <ol className="activity-list">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} onFollow={onClose} />
          ))}
        </ol>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  );
}

function ActivityItem({ entry, onFollow }: { entry: ActivityEntry; onFollow: () => void }) {
  const { i18n } = useLingui();
  const messageId = useId();
  return (
    <li className={`activity-entry activity-${entry.kind}`}>
      <span className="activity-kind">{i18n._(KIND_WORDS[entry.kind])}</span>
      <span id={messageId} className="activity-message">
        {entry.message}
      </span>
      <span className="activity-meta">
        <time dateTime={new Date(entry.at).toISOString()} title={exactTime().format(entry.at)}>
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
