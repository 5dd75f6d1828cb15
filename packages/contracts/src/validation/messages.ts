import { fillTemplate, type Language } from '../i18n.js';

/** Validation texts of docs/product.md §5, in English to the letter and in Arabic. */
export const RULE_MESSAGES = {
  en: {
    required: '{field} is required',
    email: 'Please enter a valid email address',
    min: '{field} must be at least {n} characters',
    max: '{field} must not exceed {n} characters',
    max_items: '{field} must not have more than {n} items',
    numeric: '{field} must be a number',
    alpha_spaces: '{field} may only contain letters and spaces',
    alpha_num: '{field} may only contain letters and numbers',
    password:
      'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
    confirmed: 'Passwords do not match',
    height: 'Height must be between 50 and 300 cm',
    weight: 'Weight must be between 20 and 500 kg',
    phone: 'Phone number must be exactly 10 digits',
    date_select: 'Please select {field}',
    date: 'Please enter a valid date',
    one_of: 'Please choose a valid {field}',
    code: 'The code must be 6 digits',
    color: '{field} must be a colour such as #16787F',
    url: '{field} must be a valid web address',
    key: '{field} may only contain lower-case letters, digits and dashes',
    min_value: '{field} must be at least {n}',
    max_value: '{field} must not be more than {n}',
    unique: '{field} must not repeat a key',
    choice_count: 'A question needs 2 to 6 choices',
    true_false_choices: 'A true/false question has exactly the choices "true" and "false"',
    correct_choice: "The correct answers must be keys of this question's choices",
    correct_count:
      'A single-choice or true/false question has exactly one correct answer; a multiple-choice question at least one',
    file_type: 'Please choose a CSV or Excel (.xlsx) file',
    pin: 'The game PIN is 6 digits',
    nickname: '{field} may only contain letters, digits, spaces, dots, dashes and underscores',
    nickname_taken: 'This nickname is already taken in this game',
    nickname_offensive: 'Please choose another nickname',
    nickname_mark: 'Accents in {field} must sit on a letter',
    nickname_marks: '{field} may have at most {n} accents on one letter',
    nickname_letter: '{field} must contain at least one letter',
    username: '{field} may only contain English letters, digits, dots, dashes and underscores',
    date_order: 'The end date must not be before the start date',
    characters: '{field} contains characters that are not allowed (control or text-direction characters)',
  },
  ar: {
    required: 'حقل {field} مطلوب',
    email: 'يرجى إدخال عنوان بريد إلكتروني صالح',
    min: 'يجب ألا يقل {field} عن {n} أحرف',
    max: 'يجب ألا يتجاوز {field} {n} حرفًا',
    max_items: 'يجب ألا يحتوي {field} على أكثر من {n} عناصر',
    numeric: 'يجب أن يكون {field} رقمًا',
    alpha_spaces: 'يجب أن يحتوي {field} على حروف ومسافات فقط',
    alpha_num: 'يجب أن يحتوي {field} على حروف وأرقام فقط',
    password:
      'يجب أن تتكون كلمة المرور من ٧ إلى ٢٠ حرفًا وأن تحتوي على رقم واحد وحرف كبير واحد وحرف صغير واحد على الأقل',
    confirmed: 'كلمتا المرور غير متطابقتين',
    height: 'يجب أن يكون الطول بين ٥٠ و٣٠٠ سم',
    weight: 'يجب أن يكون الوزن بين ٢٠ و٥٠٠ كغ',
    phone: 'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط',
    date_select: 'يرجى اختيار {field}',
    date: 'يرجى إدخال تاريخ صالح',
    one_of: 'يرجى اختيار {field} صالح',
    code: 'يجب أن يتكون الرمز من ٦ أرقام',
    color: 'يجب أن يكون {field} لونًا مثل ‎#16787F',
    url: 'يجب أن يكون {field} عنوان ويب صالحًا',
    key: 'يجب أن يحتوي {field} على أحرف إنجليزية صغيرة وأرقام وشرطات فقط',
    min_value: 'يجب ألا يقل {field} عن {n}',
    max_value: 'يجب ألا يزيد {field} عن {n}',
    unique: 'يجب ألا يتكرر مفتاح في {field}',
    choice_count: 'يحتاج السؤال إلى خيارين إلى ستة خيارات',
    true_false_choices: 'سؤال صح/خطأ له الخياران "true" و"false" فقط',
    correct_choice: 'يجب أن تكون الإجابات الصحيحة من مفاتيح خيارات هذا السؤال',
    correct_count:
      'لسؤال الاختيار الواحد أو صح/خطأ إجابة صحيحة واحدة بالضبط، ولسؤال الاختيار المتعدد إجابة واحدة على الأقل',
    file_type: 'يرجى اختيار ملف CSV أو Excel ‏(.xlsx)',
    pin: 'رمز اللعبة مكوَّن من ٦ أرقام',
    nickname: 'يجب أن يحتوي {field} على حروف وأرقام ومسافات ونقاط وشرطات فقط',
    nickname_taken: 'هذا الاسم المستعار مستخدم بالفعل في هذه اللعبة',
    nickname_offensive: 'يرجى اختيار اسم مستعار آخر',
    nickname_mark: 'يجب أن تأتي علامات التشكيل في {field} فوق حرف',
    nickname_marks: 'يجب ألا يحمل الحرف الواحد في {field} أكثر من {n} علامات تشكيل',
    nickname_letter: 'يجب أن يحتوي {field} على حرف واحد على الأقل',
    username: 'يجب أن يحتوي {field} على أحرف إنجليزية وأرقام ونقاط وشرطات فقط',
    date_order: 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية',
    characters: 'يحتوي {field} على أحرف غير مسموح بها (أحرف تحكم أو أحرف اتجاه النص)',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type Rule = keyof (typeof RULE_MESSAGES)['en'];

/** How each field is named inside a message ("{field} is required"). */
export const FIELD_LABELS = {
  en: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    phone: 'Phone number',
    date_of_birth: 'Date of birth',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    height: 'Height',
    weight: 'Weight',
    user_id: 'User ID',
    group: 'Group',
    company: 'Company',
    departments: 'Departments',
    positions: 'Positions',
    countries: 'Countries',
    avatar: 'Avatar',
    gender: 'Gender',
    account_type: 'Account type',
    code: 'Code',
    state: 'Sign-in token',
    token: 'Token',
    purpose: 'Purpose',
    logo: 'Logo',
    main_background: 'Background image',
    sso_login_url: 'SSO login URL',
    is_sso_activated: 'SSO activation',
    key: 'Key',
    kind: 'Question type',
    difficulty: 'Difficulty',
    text: 'Question text',
    choices: 'Choices',
    correct: 'Correct answers',
    explanation: 'Explanation',
    image: 'Image',
    categories: 'Categories',
    category_id: 'Category',
    description: 'Description',
    type: 'Game type',
    duration_minutes: 'Duration',
    pass_score: 'Pass score',
    attempts_allowed: 'Allowed attempts',
    published: 'Published',
    url: 'Game address',
    questions: 'Questions',
    games: 'Games',
    icon: 'Icon',
    order: 'Order',
    tier: 'Topic tier',
    version: 'Format version',
    q: 'Search',
    page: 'Page',
    per_page: 'Page size',
    choice_keys: 'Answer',
    question_id: 'Question',
    score: 'Score',
    ids: 'Order',
    file: 'File',
    pin: 'Game PIN',
    nickname: 'Nickname',
    host_key: 'Host key',
    player_id: 'Player',
    seat_token: 'Seat token',
    question_index: 'Question',
    source: 'Source',
    category_ids: 'Categories',
    questions_count: 'Number of questions',
    points_per_question: 'Points per question',
    reading_seconds: 'Reading time',
    answer_seconds: 'Answer time',
    extended_time_percent: 'Extended time',
    max_players: 'Maximum players',
    username: 'Username',
    birth_year: 'Birth year',
    role: 'Role',
    is_active: 'Active',
    status: 'Status',
    list: 'List',
    value: 'Value',
    sort_order: 'Order',
    photo: 'Photo',
    dimension: 'Report by',
    from: 'From',
    to: 'To',
    format: 'File format',
    field: 'This field',
  },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    password_confirmation: 'تأكيد كلمة المرور',
    phone: 'رقم الهاتف',
    date_of_birth: 'تاريخ الميلاد',
    day: 'اليوم',
    month: 'الشهر',
    year: 'السنة',
    height: 'الطول',
    weight: 'الوزن',
    user_id: 'رقم المستخدم',
    group: 'المجموعة',
    company: 'الشركة',
    departments: 'الأقسام',
    positions: 'المناصب',
    countries: 'الدول',
    avatar: 'الصورة الرمزية',
    gender: 'الجنس',
    account_type: 'نوع الحساب',
    code: 'الرمز',
    state: 'رمز تسجيل الدخول',
    token: 'الرمز المميز',
    purpose: 'الغرض',
    logo: 'الشعار',
    main_background: 'صورة الخلفية',
    sso_login_url: 'رابط تسجيل الدخول الموحد',
    is_sso_activated: 'تفعيل تسجيل الدخول الموحد',
    key: 'المفتاح',
    kind: 'نوع السؤال',
    difficulty: 'مستوى الصعوبة',
    text: 'نص السؤال',
    choices: 'الخيارات',
    correct: 'الإجابات الصحيحة',
    explanation: 'الشرح',
    image: 'الصورة',
    categories: 'الفئات',
    category_id: 'الفئة',
    description: 'الوصف',
    type: 'نوع اللعبة',
    duration_minutes: 'المدة',
    pass_score: 'درجة النجاح',
    attempts_allowed: 'عدد المحاولات المسموحة',
    published: 'منشورة',
    url: 'عنوان اللعبة',
    questions: 'الأسئلة',
    games: 'الألعاب',
    icon: 'الأيقونة',
    order: 'الترتيب',
    tier: 'مستوى الموضوع',
    version: 'إصدار التنسيق',
    q: 'البحث',
    page: 'الصفحة',
    per_page: 'حجم الصفحة',
    choice_keys: 'الإجابة',
    question_id: 'السؤال',
    score: 'الدرجة',
    ids: 'الترتيب',
    file: 'الملف',
    pin: 'رمز اللعبة',
    nickname: 'الاسم المستعار',
    host_key: 'مفتاح المضيف',
    player_id: 'اللاعب',
    seat_token: 'رمز المقعد',
    question_index: 'السؤال',
    source: 'المصدر',
    category_ids: 'الفئات',
    questions_count: 'عدد الأسئلة',
    points_per_question: 'النقاط لكل سؤال',
    reading_seconds: 'وقت القراءة',
    answer_seconds: 'وقت الإجابة',
    extended_time_percent: 'الوقت الإضافي',
    max_players: 'الحد الأقصى للاعبين',
    username: 'اسم المستخدم',
    birth_year: 'سنة الميلاد',
    role: 'الدور',
    is_active: 'نشط',
    status: 'الحالة',
    list: 'القائمة',
    value: 'القيمة',
    sort_order: 'الترتيب',
    photo: 'الصورة',
    dimension: 'التقرير حسب',
    from: 'من',
    to: 'إلى',
    format: 'صيغة الملف',
    field: 'هذا الحقل',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FieldName = keyof (typeof FIELD_LABELS)['en'];

/** A rule failure as it travels inside a zod issue: a rule name and its parameters, never words. */
export interface RuleMessage {
  rule: Rule;
  n?: number;
}

const RULE_PREFIX = 'rule:';

export function encodeRule(rule: Rule, n?: number): string {
  return n === undefined ? `${RULE_PREFIX}${rule}` : `${RULE_PREFIX}${rule}:${n}`;
}

export function decodeRule(message: string): RuleMessage | undefined {
  if (!message.startsWith(RULE_PREFIX)) return undefined;
  const [rule, n] = message.slice(RULE_PREFIX.length).split(':');
  if (!rule || !(rule in RULE_MESSAGES.en)) return undefined;
  return n === undefined ? { rule: rule as Rule } : { rule: rule as Rule, n: Number(n) };
}

/**
 * The field a nested path names, for its label: the last segment that is neither an index
 * nor a language ("games.0.questions.2.text.ar" names "text").
 */
export function fieldOfPath(path: readonly (string | number)[]): string {
  const named = path.filter(
    (segment) =>
      typeof segment === 'string' && !/^\d+$/.test(segment) && segment !== 'en' && segment !== 'ar',
  );
  return String(named.at(-1) ?? 'field');
}

export function fieldLabel(field: string, language: Language): string {
  const labels: Record<string, string> = FIELD_LABELS[language];
  return labels[field] ?? labels.field ?? field;
}

/**
 * Words for one failed rule on one field, in the given language. A message that is not an
 * encoded rule (a zod default) becomes the generic "{field} is required"/invalid text.
 */
export function formatRuleMessage(message: string, field: string, language: Language): string {
  const decoded = decodeRule(message) ?? { rule: 'required' as const };
  const template: string = RULE_MESSAGES[language][decoded.rule];
  return fillTemplate(template, { field: fieldLabel(field, language), n: decoded.n ?? '' }, language);
}
