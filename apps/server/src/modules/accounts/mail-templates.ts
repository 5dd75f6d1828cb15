import { CODE_TTL_MINUTES, fillTemplate, type CodePurpose, type Language } from '@awarequest/contracts';
import type { Mail } from '../../lib/mailer.js';

const TEMPLATES = {
  verify: {
    en: {
      subject: 'Your AwareQuest verification code: {code}',
      text: 'Your verification code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask for it, ignore this email.',
    },
    ar: {
      subject: 'رمز التحقق الخاص بك في AwareQuest: {code}',
      text: 'رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقيقة.\n\nإذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة.',
    },
  },
  reset: {
    en: {
      subject: 'Your AwareQuest password reset code: {code}',
      text: 'Your password reset code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.',
    },
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور في AwareQuest: {code}',
      text: 'رمز إعادة تعيين كلمة المرور هو {code}. تنتهي صلاحيته خلال {minutes} دقيقة.\n\nإذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    },
  },
  existingAccount: {
    en: {
      subject: 'You already have an AwareQuest account',
      text: 'Someone tried to sign up with this address, but it already has an account. To get in, use "Forgot password" on the login page.\n\nIf it was not you, ignore this email.',
    },
    ar: {
      subject: 'لديك حساب في AwareQuest بالفعل',
      text: 'حاول أحدهم إنشاء حساب بهذا العنوان، لكن لديه حساب بالفعل. للدخول، استخدم "نسيت كلمة المرور" في صفحة تسجيل الدخول.\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة.',
    },
  },
} as const;

export function codeMail(to: string, purpose: CodePurpose, code: string, language: Language): Mail {
  const template = TEMPLATES[purpose][language];
  const values = { code, minutes: CODE_TTL_MINUTES };
  return {
    to,
    subject: fillTemplate(template.subject, values, language),
    text: fillTemplate(template.text, values, language),
  };
}

export function existingAccountMail(to: string, language: Language): Mail {
  const template = TEMPLATES.existingAccount[language];
  return { to, subject: template.subject, text: template.text };
}
