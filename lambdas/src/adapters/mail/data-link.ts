/** The "your data" link's words, in the e-mail's language (English for a language without them). */
const DATA_LINK_LABEL: Record<string, string> = {
  en: 'Your data: get a copy of what you gave, or delete it',
  th: 'ข้อมูลของคุณ: ขอสำเนาข้อมูลที่คุณให้ไว้ หรือลบข้อมูลนั้น',
  es: 'Tus datos: obtén una copia de lo que diste o elimínalos',
};

export function dataLinkLabel(lang: string): string {
  return DATA_LINK_LABEL[lang] ?? DATA_LINK_LABEL.en!;
}
