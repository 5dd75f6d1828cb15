import type { Language } from './i18n.js';

/**
 * Every error the API answers with: a stable code, its HTTP status and its words in both
 * languages. Codes never change; words may. Placeholders such as {minutes} are filled by
 * the server from the error's parameters.
 */
export const ERRORS = {
  /** No token, a malformed one, an expired one or one whose session was revoked. */
  UNAUTHORIZED: {
    status: 401,
    en: 'Unauthorized access. Your session has expired. Please login again.',
    ar: 'دخول غير مصرح به. انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  /** Login with an unknown email, a wrong password or an account without a password. */
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'The email or password is incorrect',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  /** The SSO one-time token is unknown, used or expired. */
  INVALID_SSO_TOKEN: {
    status: 401,
    en: 'This sign-in link is no longer valid. Please sign in again.',
    ar: 'رابط تسجيل الدخول هذا لم يعد صالحًا. يرجى تسجيل الدخول مرة أخرى.',
  },
  /** Deleting, or changing the provider fields of, the connection the OIDC_* variables set. */
  SSO_CONNECTION_FROM_ENV: {
    status: 409,
    en: "This connection comes from the server's OIDC_* settings; change them there.",
    ar: 'هذا الاتصال مأخوذ من إعدادات OIDC_* على الخادم؛ غيّرها هناك.',
  },
  /** Authenticated, but the role or ownership does not allow the action. */
  FORBIDDEN: {
    status: 403,
    en: "You don't have permission to perform this action",
    ar: 'ليس لديك صلاحية لتنفيذ هذا الإجراء',
  },
  /** The account was deactivated by an administrator. */
  ACCOUNT_DISABLED: {
    status: 403,
    en: 'This account has been deactivated. Please contact your administrator.',
    ar: 'تم إيقاف هذا الحساب. يرجى التواصل مع المسؤول.',
  },
  /** PUT /users/completeinfo on an account that already has a password. */
  ACCOUNT_ALREADY_COMPLETE: {
    status: 403,
    en: 'This account already has a password. Please login instead.',
    ar: 'لهذا الحساب كلمة مرور بالفعل. يرجى تسجيل الدخول بدلًا من ذلك.',
  },
  NOT_FOUND: {
    status: 404,
    en: 'The requested resource was not found',
    ar: 'لم يتم العثور على المورد المطلوب',
  },
  /** A body, query or parameter failed its schema; `errors` says which field and why. */
  VALIDATION_FAILED: {
    status: 422,
    en: 'Validation failed. Please check your input',
    ar: 'فشل التحقق. يرجى مراجعة البيانات المدخلة',
  },
  /**
   * A text anywhere in a request (query, path, JSON body, a form field or a cell of an uploaded
   * file) holds a control, noncharacter or text-direction character; `errors` names each field.
   */
  INVALID_CHARACTERS: {
    status: 422,
    en: 'Some text contains characters that are not allowed',
    ar: 'يحتوي بعض النص على أحرف غير مسموح بها',
  },
  /** POST /users for an email whose code was not verified (or whose verification expired). */
  EMAIL_NOT_VERIFIED: {
    status: 422,
    en: 'Please verify your email address first',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولًا',
  },
  /** POST /users for an email that already has an account, told only once the address was proven by its code. */
  EMAIL_TAKEN: {
    status: 422,
    en: 'An account with this email already exists',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  },
  /** A wrong verification or reset code. */
  INVALID_CODE: {
    status: 422,
    en: 'The code is incorrect',
    ar: 'الرمز غير صحيح',
  },
  /** A code past its 15 minutes, already used, or never sent. */
  CODE_EXPIRED: {
    status: 422,
    en: 'The code has expired. Please request a new one.',
    ar: 'انتهت صلاحية الرمز. يرجى طلب رمز جديد.',
  },
  /** Too many wrong tries of one code: it is void, a new one must be requested. */
  CODE_ATTEMPTS_EXCEEDED: {
    status: 429,
    en: 'Too many incorrect codes. Please request a new code.',
    ar: 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد.',
  },
  /** A per-IP or per-account limit (login, sending codes, checking codes). */
  RATE_LIMITED: {
    status: 429,
    en: 'Too many attempts. Please try again in {minutes} minute(s).',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  },
  /** The request body is larger than the configured limit. */
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The request is too large',
    ar: 'حجم الطلب كبير جدًا',
  },
  /** The request took longer than the configured timeout. */
  REQUEST_TIMEOUT: {
    status: 408,
    en: 'The request took too long. Please try again.',
    ar: 'استغرق الطلب وقتًا طويلًا. يرجى المحاولة مرة أخرى.',
  },
  /** The database is not reachable (readiness). */
  NOT_READY: {
    status: 503,
    en: 'The service is not ready yet',
    ar: 'الخدمة غير جاهزة بعد',
  },
  /** Starting a game whose allowed attempts are used up (docs/product.md §8, to the letter). */
  ATTEMPTS_EXCEEDED: {
    status: 403,
    en: 'Sorry, you have exceeded the number of available attempts. Please try again.',
    ar: 'عذرًا، لقد تجاوزت عدد المحاولات المتاحة. يرجى المحاولة مرة أخرى.',
  },
  /** Answering or finishing an attempt that has ended (finished, or its time ran out). */
  ATTEMPT_CLOSED: {
    status: 422,
    en: 'This attempt has ended. Your results are ready.',
    ar: 'انتهت هذه المحاولة. نتائجك جاهزة.',
  },
  /** A second answer to one question of an attempt. */
  ALREADY_ANSWERED: {
    status: 422,
    en: 'You have already answered this question',
    ar: 'لقد أجبت عن هذا السؤال بالفعل',
  },
  /** An answer naming a question that is not part of the attempt, or a choice it does not have. */
  NOT_IN_ATTEMPT: {
    status: 422,
    en: 'This answer does not belong to this quiz',
    ar: 'هذه الإجابة لا تخص هذا الاختبار',
  },
  /**
   * A self-paced answer to a question that a live game is playing now (started, not yet closed):
   * its verdict would give the live players the solution. Nothing is stored; the same answer is
   * taken once the live question closes.
   */
  QUESTION_SEALED: {
    status: 422,
    en: 'This question is being played in a live game right now. Your choice is kept: send it again once that question closes.',
    ar: 'يُلعب هذا السؤال الآن في لعبة مباشرة. اختيارك محفوظ: أرسله مرة أخرى بعد إغلاق ذلك السؤال.',
  },
  /** An unpublished game, an interactive game without questions, or a game type that cannot be played this way. */
  GAME_NOT_PLAYABLE: {
    status: 422,
    en: 'This game is not available to play',
    ar: 'هذه اللعبة غير متاحة للعب',
  },
  /** An embedded game's result whose token is forged, expired, someone else's or already used. */
  INVALID_GAME_TOKEN: {
    status: 403,
    en: 'This game result could not be verified',
    ar: 'تعذر التحقق من نتيجة هذه اللعبة',
  },
  /** A content pack or question file with errors; `errors` names each row and field. Nothing was saved. */
  CONTENT_INVALID: {
    status: 422,
    en: 'The file has errors, nothing was saved',
    ar: 'الملف يحتوي على أخطاء، ولم يُحفظ شيء',
  },
  /** An uploaded workbook whose parts unpack to more than SHEET_MAX_UNPACKED_MB (refused before unpacking). */
  FILE_TOO_LARGE_UNPACKED: {
    status: 422,
    en: 'The file is too large once unpacked (max {max} MB)',
    ar: 'حجم الملف كبير جدًا بعد فك ضغطه (الحد الأقصى {max} ميغابايت)',
  },
  /** An uploaded spreadsheet with more rows than its import takes (the header included), refused before they are read. */
  FILE_TOO_MANY_ROWS: {
    status: 422,
    en: 'The file has too many rows (max {max})',
    ar: 'يحتوي الملف على عدد كبير جدًا من الصفوف (الحد الأقصى {max})',
  },
  /** A category or game key (or a question key within a game) already in use. */
  KEY_TAKEN: {
    status: 422,
    en: 'This key is already in use',
    ar: 'هذا المفتاح مستخدم بالفعل',
  },
  /** A game naming a category key that does not exist. */
  UNKNOWN_CATEGORY: {
    status: 422,
    en: 'Category {key} does not exist',
    ar: 'الفئة {key} غير موجودة',
  },
  /** Publishing an interactive game that has no questions. */
  GAME_HAS_NO_QUESTIONS: {
    status: 422,
    en: 'Add at least one question before publishing this game',
    ar: 'أضف سؤالًا واحدًا على الأقل قبل نشر هذه اللعبة',
  },
  /** A live session PIN that names no session (never created, deleted or expired). */
  SESSION_NOT_FOUND: {
    status: 404,
    en: 'Game data not available',
    ar: 'بيانات اللعبة غير متاحة',
  },
  /** Creating a live session from a game or categories that give no playable questions. */
  SESSION_CREATE_FAILED: {
    status: 422,
    en: 'Failed to create game session',
    ar: 'تعذر إنشاء جلسة اللعبة',
  },
  /** Creating a live session failed on the server's side (no free PIN, the store did not answer). */
  SESSION_CREATE_ERROR: {
    status: 500,
    en: 'Error creating game session',
    ar: 'حدث خطأ أثناء إنشاء جلسة اللعبة',
  },
  /** Starting a live session that has no players, or is not in its lobby. */
  SESSION_START_FAILED: {
    status: 422,
    en: 'Failed to start game',
    ar: 'تعذر بدء اللعبة',
  },
  /**
   * Starting a live session that holds a question another live session is playing (started, not
   * yet closed): its reveal would give that game's players the solution (issue 22).
   */
  QUESTIONS_IN_PLAY: {
    status: 422,
    en: 'Some of these questions are being played in another live game right now. Start once that game has ended.',
    ar: 'بعض هذه الأسئلة تُلعب الآن في لعبة مباشرة أخرى. ابدأ بعد انتهاء تلك اللعبة.',
  },
  /** Joining a live session the host has locked (players already in it may rejoin). */
  SESSION_LOCKED: {
    status: 403,
    en: 'This game is locked. New players cannot join.',
    ar: 'هذه اللعبة مقفلة. لا يمكن للاعبين جدد الانضمام.',
  },
  /** Joining a live session that has started when late join is off. */
  SESSION_STARTED: {
    status: 403,
    en: 'This game has already started',
    ar: 'بدأت هذه اللعبة بالفعل',
  },
  /** Joining a live session that has ended. */
  SESSION_ENDED: {
    status: 403,
    en: 'This game has ended',
    ar: 'انتهت هذه اللعبة',
  },
  /** A host command that does not apply to the session's current phase (next in the lobby, say). */
  SESSION_WRONG_PHASE: {
    status: 422,
    en: 'This cannot be done at this point of the game',
    ar: 'لا يمكن تنفيذ هذا الإجراء في هذه المرحلة من اللعبة',
  },
  /** A host assigned a player to a team the session's team mode does not have. */
  TEAM_NOT_FOUND: {
    status: 422,
    en: 'This team does not exist in this game',
    ar: 'هذا الفريق غير موجود في هذه اللعبة',
  },
  /** A nickname already used in the session (letter case and look-alike forms ignored). */
  NICKNAME_TAKEN: {
    status: 422,
    en: 'This nickname is already taken in this game',
    ar: 'هذا الاسم المستعار مستخدم بالفعل في هذه اللعبة',
  },
  /** A nickname caught by the offensive-words filter (English and Arabic). */
  NICKNAME_OFFENSIVE: {
    status: 422,
    en: 'Please choose another nickname',
    ar: 'يرجى اختيار اسم مستعار آخر',
  },
  /** Joining a live session whose seats (its max_players setting) are all taken. */
  SESSION_FULL: {
    status: 403,
    en: 'This game is full. No more players can join.',
    ar: 'هذه اللعبة ممتلئة. لا يمكن لمزيد من اللاعبين الانضمام.',
  },
  /** Too many game PINs that name no game, from one address or one connection: look-ups pause. */
  PIN_ATTEMPTS_EXCEEDED: {
    status: 429,
    en: 'Too many wrong game PINs. Please check the PIN with your host and try again in {minutes} minute(s).',
    ar: 'أُدخلت رموز لعبة خاطئة كثيرة. يرجى التأكد من الرمز مع المضيف والمحاولة مرة أخرى بعد {minutes} دقيقة.',
  },
  /** An answer sent while the question is still being read. */
  ANSWER_NOT_OPEN: {
    status: 422,
    en: 'Answers are not open yet',
    ar: 'لم يبدأ استقبال الإجابات بعد',
  },
  /** An answer after the question closed (time up), or to a question that is not the open one. */
  ANSWER_CLOSED: {
    status: 422,
    en: "Time's up: this question is closed",
    ar: 'انتهى الوقت: أُغلق هذا السؤال',
  },
  /** A host command or results export with a wrong host key. */
  INVALID_HOST_KEY: {
    status: 403,
    en: 'This host key is not valid for this game',
    ar: 'مفتاح المضيف غير صالح لهذه اللعبة',
  },
  /** A player command from someone without a seat in the session (never joined, kicked, or a wrong seat token). */
  NOT_IN_SESSION: {
    status: 403,
    en: 'You are not a player in this game',
    ar: 'أنت لست لاعبًا في هذه اللعبة',
  },
  /** Login with an unknown username or a wrong password (child accounts sign in by username). */
  INVALID_USERNAME_CREDENTIALS: {
    status: 401,
    en: 'The username or password is incorrect',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  },
  /** A child account's username already used by another account. */
  USERNAME_TAKEN: {
    status: 422,
    en: 'This username is already taken',
    ar: 'اسم المستخدم هذا مستخدم بالفعل',
  },
  /** A personal account (or a child) asking to create or manage child accounts. */
  CHILDREN_NOT_ALLOWED: {
    status: 403,
    en: 'Only family and team accounts can have child accounts',
    ar: 'يمكن لحسابات العائلة والفريق فقط أن تضم حسابات فرعية',
  },
  /** Creating a child account beyond the limit of one parent account. */
  CHILDREN_LIMIT: {
    status: 422,
    en: 'An account can have at most {max} child accounts',
    ar: 'لا يمكن أن يضم الحساب أكثر من {max} حسابًا فرعيًا',
  },
  /** A password given to confirm an action (deleting the account) that is not the account's. */
  WRONG_PASSWORD: {
    status: 422,
    en: 'The password is incorrect',
    ar: 'كلمة المرور غير صحيحة',
  },
  /** DELETE /users/me refused (wrong password, a child account, the last admin); `errors` says why. */
  ACCOUNT_DELETE_FAILED: {
    status: 422,
    en: 'Failed to delete account',
    ar: 'تعذر حذف الحساب',
  },
  /** Deleting or deactivating the only active administrator. */
  LAST_ADMIN: {
    status: 422,
    en: 'The last active administrator cannot be removed',
    ar: 'لا يمكن إزالة آخر مسؤول نشط',
  },
  /** An admin deactivating or deleting their own account from the users screen. */
  OWN_ACCOUNT: {
    status: 403,
    en: 'You cannot deactivate or delete your own account here',
    ar: 'لا يمكنك إيقاف حسابك أو حذفه من هنا',
  },
  /** PUT /users/me refused: a field breaks a rule or names a value not in the lookups; `errors` says which. */
  PROFILE_UPDATE_FAILED: {
    status: 422,
    en: 'Failed to update profile',
    ar: 'تعذر تحديث الملف الشخصي',
  },
  /** A profile photo over the size limit. */
  PHOTO_TOO_LARGE: {
    status: 413,
    en: 'The photo must not be larger than 5 MB',
    ar: 'يجب ألا يزيد حجم الصورة عن ٥ ميغابايت',
  },
  /** A profile photo whose canvas has more pixels than PHOTO_MAX_PIXELS (whatever its file size). */
  PHOTO_TOO_MANY_PIXELS: {
    status: 422,
    en: 'The image is too large: {width} × {height} pixels. A photo may have at most {max} megapixels (8000 × 5000, say)',
    ar: 'الصورة كبيرة جدًا: {width} × {height} بكسل. يجب ألا تتجاوز الصورة {max} ميغابكسل (مثل ٨٠٠٠ × ٥٠٠٠)',
  },
  /** A profile photo whose bytes are not a JPEG, PNG or WebP image (whatever its name says). */
  PHOTO_TYPE: {
    status: 422,
    en: 'Please choose a JPEG, PNG or WebP image',
    ar: 'يرجى اختيار صورة بصيغة JPEG أو PNG أو WebP',
  },
  /** A profile photo that claims an image type but cannot be decoded. */
  PHOTO_CORRUPT: {
    status: 422,
    en: 'This image could not be read. Please choose another file',
    ar: 'تعذرت قراءة هذه الصورة. يرجى اختيار ملف آخر',
  },
  /** An upload without a file in it. */
  PHOTO_MISSING: {
    status: 422,
    en: 'Please choose a photo to upload',
    ar: 'يرجى اختيار صورة لرفعها',
  },
  /** A lookup value that already exists in its list (departments, positions, groups, companies). */
  LOOKUP_TAKEN: {
    status: 422,
    en: 'This value is already in the list',
    ar: 'هذه القيمة موجودة بالفعل في القائمة',
  },
  /** An event or event category id that does not exist, or an event the caller's audience does not include. */
  EVENT_NOT_FOUND: {
    status: 404,
    en: 'This event does not exist or is not open to you',
    ar: 'هذه الفعالية غير موجودة أو غير متاحة لك',
  },
  EVENT_CATEGORY_NOT_FOUND: {
    status: 422,
    en: 'This event category does not exist',
    ar: 'فئة الفعاليات هذه غير موجودة',
  },
  /** An event category that still holds events cannot be deleted. */
  EVENT_CATEGORY_IN_USE: {
    status: 409,
    en: 'This category still has events. Move or delete them first',
    ar: 'لا تزال هذه الفئة تضم فعاليات. انقلها أو احذفها أولًا',
  },
  /** An event naming a game that does not exist or is not published (or not of a kind the event can use). */
  EVENT_GAME_UNAVAILABLE: {
    status: 422,
    en: 'One of the chosen games does not exist or is not published',
    ar: 'إحدى الألعاب المختارة غير موجودة أو غير منشورة',
  },
  /** A live tournament session whose host is not an active account. */
  EVENT_HOST_UNKNOWN: {
    status: 422,
    en: 'The chosen host is not an active account',
    ar: 'المضيف المختار ليس حسابًا نشطًا',
  },
  /** A change the event's state does not allow: publishing twice, editing an ended or cancelled event, deleting a published one. */
  EVENT_STATE_CONFLICT: {
    status: 409,
    en: 'This event cannot be changed this way in its current state',
    ar: 'لا يمكن تغيير هذه الفعالية بهذه الطريقة في حالتها الحالية',
  },
  /** Registering for an event that is not a live tournament, or one that has ended. */
  EVENT_REGISTRATION_CLOSED: {
    status: 409,
    en: 'Registration for this event is closed',
    ar: 'التسجيل في هذه الفعالية مغلق',
  },
  /** A calendar feed address whose token is unknown or was revoked. */
  CALENDAR_FEED_NOT_FOUND: {
    status: 404,
    en: 'This calendar address is no longer valid',
    ar: 'عنوان التقويم هذا لم يعد صالحًا',
  },
  /**
   * A password login, sign-up or password reset for an address of a domain that signs in through
   * SSO only (docs/product.md §2, the admin's SSO-only domains).
   */
  SSO_ONLY_DOMAIN: {
    status: 403,
    en: 'Your organisation signs you in with single sign-on. Please use "Sign in with SSO" instead of a password.',
    ar: 'تسجّل مؤسستك دخولك عبر الدخول الموحّد. يرجى استخدام "تسجيل الدخول عبر SSO" بدلًا من كلمة المرور.',
  },
  /** Connecting a wearable provider this deployment does not offer (WEARABLE_PROVIDERS). */
  WEARABLE_PROVIDER_UNKNOWN: {
    status: 404,
    en: 'This device provider is not available',
    ar: 'مزوّد الجهاز هذا غير متاح',
  },
  /** The person said no on the provider's consent screen (error=access_denied), or cancelled. */
  WEARABLE_DENIED: {
    status: 422,
    en: 'The device was not connected: access was not allowed. Nothing in your profile changed.',
    ar: 'لم يتم ربط الجهاز: لم يتم السماح بالوصول. لم يتغير شيء في ملفك الشخصي.',
  },
  /** A callback whose state is unknown, expired, already used or someone else's. */
  WEARABLE_STATE_INVALID: {
    status: 422,
    en: 'This device connection link is no longer valid. Please start connecting again from your profile.',
    ar: 'رابط ربط الجهاز هذا لم يعد صالحًا. يرجى بدء الربط من جديد من ملفك الشخصي.',
  },
  /** The provider did not answer within the 15 s limit. */
  WEARABLE_TIMEOUT: {
    status: 504,
    en: 'The device provider did not answer in time. Please try again.',
    ar: 'لم يستجب مزوّد الجهاز في الوقت المحدد. يرجى المحاولة مرة أخرى.',
  },
  /** The provider answered with an error, or with data that is not what it documents. */
  WEARABLE_PROVIDER_FAILED: {
    status: 502,
    en: 'The device provider sent an answer we could not use. Nothing in your profile changed.',
    ar: 'أرسل مزوّد الجهاز ردًا لا يمكن استخدامه. لم يتغير شيء في ملفك الشخصي.',
  },
  /** Syncing, applying or disconnecting without a connected device. */
  WEARABLE_NOT_CONNECTED: {
    status: 404,
    en: 'No device is connected',
    ar: 'لا يوجد جهاز مرتبط',
  },
  /** The provider no longer accepts the stored grant (revoked there, or expired): connect again. */
  WEARABLE_RECONNECT_NEEDED: {
    status: 409,
    en: 'The device provider no longer accepts this connection. Please connect your device again.',
    ar: 'لم يعد مزوّد الجهاز يقبل هذا الربط. يرجى ربط جهازك من جديد.',
  },
  /** Applying a field the last reading has no value for. */
  WEARABLE_VALUE_MISSING: {
    status: 422,
    en: 'Your device did not give a value for this field',
    ar: 'لم يقدّم جهازك قيمة لهذا الحقل',
  },
  /** An admin's SAML connection: the pasted or fetched IdP metadata has no usable entity id, sign-in address or signing certificate. */
  SAML_METADATA_INVALID: {
    status: 422,
    en: "This isn't usable identity provider metadata: it needs an entity ID, a sign-in address and a signing certificate.",
    ar: 'هذه ليست بيانات وصفية صالحة لمزوّد الهوية: يجب أن تتضمن معرّف الكيان وعنوان تسجيل الدخول وشهادة التوقيع.',
  },
  /** An admin's SAML connection: the metadata URL did not answer with XML within 15 seconds. */
  SAML_METADATA_UNREACHABLE: {
    status: 422,
    en: "The metadata URL couldn't be read. Check the address, or paste the metadata XML instead.",
    ar: 'تعذّرت قراءة رابط البيانات الوصفية. تحقّق من العنوان، أو الصق ملف XML للبيانات الوصفية بدلًا منه.',
  },
  /** Anything unexpected; details go to the log, never to the client. */
  INTERNAL_ERROR: {
    status: 500,
    en: 'Internal server error. Please try again later',
    ar: 'خطأ داخلي في الخادم. يرجى المحاولة لاحقًا',
  },
} as const satisfies Record<string, { status: number } & Record<Language, string>>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
