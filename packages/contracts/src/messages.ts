import type { Lang } from './languages';

/**
 * Messages the API sends and the web shows beside fields, by stable key.
 * Field schemas carry the key as their zod message, so both edges say the same thing.
 */
const az = {
  'validation.required': 'Bu sahə mütləqdir',
  'validation.invalid': 'Dəyər düzgün deyil',
  'validation.invalidId': 'Identifikator düzgün deyil',
  'validation.invalidEmail': 'E-poçt ünvanı düzgün deyil',
  'validation.phoneFormat': 'Telefon nömrəsi 994XXXXXXXXX formatında olmalıdır',
  'validation.passwordsDoNotMatch': 'Şifrələr uyğun gəlmir',
  'validation.agreementRequired': 'Alıcı razılaşmasını qəbul etməlisiniz',
  'validation.chooseAddress': 'Zəhmət olmasa, ünvanınızı seçin',
  'validation.choosePaymentMethod': 'Zəhmət olmasa, ödəniş üsulunu seçin',
  'error.badRequest': 'Sorğu düzgün deyil',
  'error.validation': 'Göndərilən məlumatlarda səhv var',
  'error.unauthorized': 'Bu əməliyyat üçün daxil olmalısınız',
  'error.forbidden': 'Bu əməliyyat üçün icazəniz yoxdur',
  'error.notFound': 'Axtarılan məlumat tapılmadı',
  'error.categoryNotFound': 'Kateqoriya tapılmadı',
  'error.shopNotFound': 'Mağaza tapılmadı',
  'error.conflict': 'Məlumat artıq dəyişdirilib, yenidən cəhd edin',
  'error.rateLimited': 'Çox sayda sorğu göndərildi, bir az sonra yenidən cəhd edin',
  'error.internal': 'Gözlənilməz xəta baş verdi, bir az sonra yenidən cəhd edin',
  'error.unavailable': 'Xidmət müvəqqəti olaraq əlçatan deyil',
} as const;

export type MessageKey = keyof typeof az;

const en: Record<MessageKey, string> = {
  'validation.required': 'This field is required',
  'validation.invalid': 'The value is not valid',
  'validation.invalidId': 'The identifier is not valid',
  'validation.invalidEmail': 'The email address is not valid',
  'validation.phoneFormat': 'The phone number must look like 994XXXXXXXXX',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.agreementRequired': 'You must accept the buyer agreement',
  'validation.chooseAddress': 'Please choose your address',
  'validation.choosePaymentMethod': 'Please choose your payment method',
  'error.badRequest': 'The request is not valid',
  'error.validation': 'Some of the data you sent is not valid',
  'error.unauthorized': 'Please sign in to do this',
  'error.forbidden': 'You do not have permission to do this',
  'error.notFound': 'What you are looking for was not found',
  'error.categoryNotFound': 'Category not found',
  'error.shopNotFound': 'Shop not found',
  'error.conflict': 'The data has changed meanwhile, please try again',
  'error.rateLimited': 'Too many requests, please try again a little later',
  'error.internal': 'Something went wrong, please try again a little later',
  'error.unavailable': 'The service is temporarily unavailable',
};

const ru: Record<MessageKey, string> = {
  'validation.required': 'Это поле обязательно',
  'validation.invalid': 'Недопустимое значение',
  'validation.invalidId': 'Недопустимый идентификатор',
  'validation.invalidEmail': 'Неверный адрес электронной почты',
  'validation.phoneFormat': 'Номер телефона должен быть в формате 994XXXXXXXXX',
  'validation.passwordsDoNotMatch': 'Пароли не совпадают',
  'validation.agreementRequired': 'Необходимо принять пользовательское соглашение',
  'validation.chooseAddress': 'Пожалуйста, выберите адрес',
  'validation.choosePaymentMethod': 'Пожалуйста, выберите способ оплаты',
  'error.badRequest': 'Некорректный запрос',
  'error.validation': 'В отправленных данных есть ошибки',
  'error.unauthorized': 'Войдите, чтобы выполнить это действие',
  'error.forbidden': 'У вас нет прав на это действие',
  'error.notFound': 'Запрошенные данные не найдены',
  'error.categoryNotFound': 'Категория не найдена',
  'error.shopNotFound': 'Магазин не найден',
  'error.conflict': 'Данные уже изменились, попробуйте ещё раз',
  'error.rateLimited': 'Слишком много запросов, попробуйте чуть позже',
  'error.internal': 'Произошла непредвиденная ошибка, попробуйте чуть позже',
  'error.unavailable': 'Сервис временно недоступен',
};

export const messages: Record<Lang, Record<MessageKey, string>> = { az, en, ru };

export function isMessageKey(value: string): value is MessageKey {
  return value in az;
}

export function translate(key: string, lang: Lang): string {
  return isMessageKey(key) ? messages[lang][key] : messages[lang]['validation.invalid'];
}
