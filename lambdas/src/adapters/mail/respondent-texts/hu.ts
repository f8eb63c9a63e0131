import type { RespondentMailTexts } from './types';

/** Hungarian (hu): a respondent's e-mails. Translated, not validated. */
const hu: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Meghívást kapott egy értékelés kitöltésére',
    reminderSubject: 'Emlékeztető: az értékelése várja Önt',
    onBehalf: 'A(z) {company} megbízásából, a(z) {product} szolgáltatáson keresztül küldve.',
    greeting: 'Kedves {name}!',
    body: 'A(z) {company} meghívja Önt a(z) „{form}” értékelés kitöltésére.',
    reminderBody:
      'Emlékeztetjük, hogy a(z) {company} meghívta Önt a(z) „{form}” értékelés kitöltésére. Eddigi válaszait elmentettük; a hivatkozás oda viszi vissza, ahol abbahagyta.',
    timing:
      '{sections} időkorlátos részből áll, és nagyjából {minutes} percet vesz igénybe. A részek között szünetet tarthat, és ugyanezzel a hivatkozással térhet vissza.',
    timingOne: 'Egyetlen, körülbelül {minutes} perces időkorlátos részből áll.',
    action: 'Az értékelés indítása',
    resumeAction: 'Az értékelés folytatása',
    footer:
      'Ez a hivatkozás személyes: kérjük, ne továbbítsa. Ha nem várta ezt az e-mailt, nyugodtan figyelmen kívül hagyhatja.',
    deadline: 'Kérjük, fejezze be eddig: {time}. Ezután a hivatkozás lezárul.',
    stopReminders: 'Nem kérek több emlékeztetőt ehhez az értékeléshez',
  },
  resume: {
    subject: 'Személyes hivatkozása az értékeléshez',
    intro: 'Ön már regisztrált erre: {form}. Személyes hivatkozásával ott folytathatja, ahol abbahagyta:',
    action: 'Az értékelés folytatása',
    ignore: 'Ha nem Ön regisztrált, hagyja figyelmen kívül ezt az e-mailt; ezt a hivatkozást senki más nem kapta meg.',
  },
  results: {
    subject: 'Az értékelés eredményei',
    greeting: 'Kedves {name}!',
    body: 'Köszönjük, hogy kitöltötte ezt: „{form}”. A(z) {company} megosztja Önnel az eredményeit: a részenkénti pontszámokat és egy megőrizhető PDF-et.',
    action: 'Eredményei megtekintése',
    footer: 'Ez a hivatkozás személyes. Az eredmények egy beszélgetést segítenek; önmagukban nem döntenek.',
  },
  dataLink: 'Az Ön adatai: másolat kérése arról, amit megadott, vagy annak törlése',
};

export default hu;
