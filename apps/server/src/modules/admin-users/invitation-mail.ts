import { fillTemplate, type Language } from '@awarequest/contracts';
import type { Mail } from '../../lib/mailer.js';

const TEMPLATES = {
  en: {
    subject: 'You are invited to AwareQuest',
    text: 'Hello {name},\n\nAn administrator created an AwareQuest account for you. Choose your password here to start:\n{link}\n\nThe link works once and expires in 7 days.',
  },
  ar: {
    subject: 'أنت مدعو إلى AwareQuest',
    text: 'مرحبًا {name}،\n\nأنشأ لك أحد المسؤولين حسابًا في AwareQuest. اختر كلمة المرور من هنا للبدء:\n{link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ٧ أيام.',
  },
} as const;

/** The web page where an invited person sets their first password (PUT /users/completeinfo/{id}). */
export function invitationLink(origin: string, userId: string, token: string): string {
  const query = new URLSearchParams({ id: userId, token });
  return `${origin.replace(/\/$/, '')}/auth/complete-info?${query.toString()}`;
}

export function invitationMail(to: string, name: string, link: string, language: Language): Mail {
  const template = TEMPLATES[language];
  return { to, subject: template.subject, text: fillTemplate(template.text, { name, link }) };
}
