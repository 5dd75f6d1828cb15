import { fillTemplate, type Language } from '@awarequest/contracts';
import type { Mail } from '../../lib/mailer.js';

export type ReminderKind = 'start' | 'before_due' | 'overdue';

/** A campaign reminder's mail, in the reader's language (issue 24 "Reminders"). */
const TEMPLATES: Record<ReminderKind, Record<Language, { subject: string; text: string }>> = {
  start: {
    en: {
      subject: 'New training assigned to you: {title}',
      text: '"{title}" has started and is assigned to you. Complete it by {due} ({days} days left).\n\nOpen it here: {link}',
    },
    ar: {
      subject: 'تدريب جديد مُسنَد إليك: {title}',
      text: 'بدأ "{title}" وهو مُسنَد إليك. أكمِله قبل {due} (تبقّى {days} يوم).\n\nافتحه من هنا: {link}',
    },
  },
  before_due: {
    en: {
      subject: 'Reminder: {title} is due in {days} days',
      text: 'You have not finished "{title}" yet. It is due on {due}, in {days} days.\n\nOpen it here: {link}',
    },
    ar: {
      subject: 'تذكير: موعد إنجاز {title} بعد {days} يوم',
      text: 'لم تُكمِل "{title}" بعد. موعد إنجازه {due}، أي بعد {days} يوم.\n\nافتحه من هنا: {link}',
    },
  },
  overdue: {
    en: {
      subject: 'Overdue: {title}',
      text: 'The due date of "{title}" ({due}) has passed and your training is not finished. Please complete it as soon as you can.\n\nOpen it here: {link}',
    },
    ar: {
      subject: 'متأخر: {title}',
      text: 'انقضى موعد إنجاز "{title}" ({due}) ولم يكتمل تدريبك بعد. يُرجى إكماله في أقرب وقت ممكن.\n\nافتحه من هنا: {link}',
    },
  },
};

/** The due date as the reader's language writes it (UTC: a mail has no time zone to read). */
function formatDue(dueAt: Date, language: Language): string {
  const formatted = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(dueAt);
  return `${formatted} UTC`;
}

/** The event page's address: PUBLIC_URL/events/<id> (a relative path when PUBLIC_URL is unset). */
export function eventLink(publicUrl: string | undefined, eventId: string): string {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return `${base}/events/${eventId}`;
}

export function reminderMail(input: {
  to: string;
  language: Language;
  reminder: ReminderKind;
  title: { en: string; ar: string };
  dueAt: Date;
  days: number;
  link: string;
}): Mail {
  const template = TEMPLATES[input.reminder][input.language];
  const values = {
    title: input.title[input.language] || input.title.en,
    due: formatDue(input.dueAt, input.language),
    days: input.days,
    link: input.link,
  };
  return {
    to: input.to,
    subject: fillTemplate(template.subject, values, input.language),
    text: fillTemplate(template.text, values, input.language),
  };
}
