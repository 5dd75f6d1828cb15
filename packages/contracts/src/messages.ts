import type { Language } from './i18n.js';

/** Success texts the API sends in `message`, by language. */
export const SUCCESS_MESSAGES = {
  LOGGED_IN: { en: 'successfully logged in', ar: 'تم تسجيل الدخول بنجاح' },
  LOGGED_OUT: { en: 'You have been logged out', ar: 'تم تسجيل الخروج' },
  CODE_SENT: {
    en: 'If the address can receive mail, a 6-digit code is on its way',
    ar: 'إذا كان العنوان يستقبل البريد، فسيصلك رمز مكوَّن من ٦ أرقام',
  },
  EMAIL_VERIFIED: { en: 'Your email address is verified', ar: 'تم تأكيد بريدك الإلكتروني' },
  CODE_VALID: { en: 'The code is correct', ar: 'الرمز صحيح' },
  ACCOUNT_CREATED: { en: 'Your account has been created', ar: 'تم إنشاء حسابك' },
  PASSWORD_RESET: {
    en: 'Your password has been changed. Please login again.',
    ar: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول مرة أخرى.',
  },
  ACCOUNT_COMPLETED: { en: 'Your password has been set', ar: 'تم تعيين كلمة المرور' },
  SETTINGS_SAVED: { en: 'Settings saved', ar: 'تم حفظ الإعدادات' },
  SAVED: { en: 'Saved', ar: 'تم الحفظ' },
  DELETED: { en: 'Deleted', ar: 'تم الحذف' },
  IMPORTED: { en: 'Import complete', ar: 'اكتمل الاستيراد' },
  ACCOUNT_DELETED: { en: 'Account deleted successfully', ar: 'تم حذف الحساب بنجاح' },
  CHILD_CREATED: { en: 'Child account created', ar: 'تم إنشاء الحساب الفرعي' },
  CHILD_UPDATED: { en: 'Child account updated', ar: 'تم تحديث الحساب الفرعي' },
  CHILD_REMOVED: { en: 'Child account removed', ar: 'تمت إزالة الحساب الفرعي' },
  SWITCHED_TO_CHILD: { en: 'You are now playing as your child', ar: 'أنت الآن تلعب بحساب طفلك' },
  USER_INVITED: { en: 'Invitation sent', ar: 'تم إرسال الدعوة' },
  USER_DEACTIVATED: { en: 'Account deactivated', ar: 'تم إيقاف الحساب' },
  USER_REACTIVATED: { en: 'Account reactivated', ar: 'تمت إعادة تفعيل الحساب' },
  PROFILE_UPDATED: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  PHOTO_UPDATED: { en: 'Photo updated', ar: 'تم تحديث الصورة' },
  PHOTO_REMOVED: { en: 'Photo removed', ar: 'تمت إزالة الصورة' },
  WEARABLE_CONNECTED: { en: 'Device connected', ar: 'تم ربط الجهاز' },
  WEARABLE_SYNCED: { en: 'Device data refreshed', ar: 'تم تحديث بيانات الجهاز' },
  WEARABLE_APPLIED: { en: 'Profile updated from your device', ar: 'تم تحديث الملف الشخصي من جهازك' },
  WEARABLE_DISCONNECTED: { en: 'Device disconnected', ar: 'تم فصل الجهاز' },
} as const satisfies Record<string, Record<Language, string>>;

export type SuccessMessage = keyof typeof SUCCESS_MESSAGES;
