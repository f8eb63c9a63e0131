/** The "your data" link's words, in the e-mail's language (English for a language without them). */
const DATA_LINK_LABEL: Record<string, string> = {
  en: 'Your data: get a copy of what you gave, or delete it',
  th: 'ข้อมูลของคุณ: ขอสำเนาข้อมูลที่คุณให้ไว้ หรือลบข้อมูลนั้น',
  es: 'Tus datos: obtén una copia de lo que diste o elimínalos',
  // Candidate languages beyond en, th and es (issue 27; translated, not validated).
  de: 'Ihre Daten: eine Kopie dessen erhalten, was Sie angegeben haben, oder es löschen',
  ar: 'بياناتك: احصل على نسخة مما قدّمته أو احذفه',
  fr: 'Vos données : obtenir une copie de ce que vous avez fourni, ou le supprimer',
  ja: 'あなたのデータ：提供した内容のコピーを受け取る、または削除する',
  'pt-br': 'Seus dados: obtenha uma cópia do que você forneceu ou exclua-o',
  'zh-cn': '您的数据：获取您所提供内容的副本，或将其删除',
};

export function dataLinkLabel(lang: string): string {
  return DATA_LINK_LABEL[lang] ?? DATA_LINK_LABEL.en!;
}
