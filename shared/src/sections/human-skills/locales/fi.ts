import type { SectionLocaleFile } from '../../locale-file';

// human_skills in fi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Ihmistaidot', source: '110b58b71f8792' },
    instructions: {
      text: 'Vastaa jokaiseen kysymykseen omin sanoin. Yhtä oikeaa vastausta ei ole; tarkastelemme, miten ajattelet ja viestit.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Vetämäsi projekti myöhästyy kaksi viikkoa, koska toimittaja ei toimittanut sovitusti. Kirjoita asiakkaalle sähköposti, jossa selität viivästyksen, sen vaikutukset ja mitä seuraavaksi tapahtuu.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Tiimisi siirtyy viikoittaisista tilannepalavereista kirjalliseen viikkokatsaukseen. Kirjoita tiimille lyhyt viesti, jossa kerrot muutoksesta, sen syistä ja siitä, mitä tarvitset heiltä.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Kollega, joka ohitettiin ylennyksessä, on muuttunut hiljaiseksi ja vetäytyväksi palavereissa. Mitä sanoisit tai tekisit, ja miksi?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Pitkäaikainen asiakas soittaa vihaisena, koska laskutusvirheen vuoksi häneltä on veloitettu kahdesti. Kuvaile, miten hoitaisit keskustelun.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Ensimmäisellä viikollasi uudessa tiimissä huomaat, että kaksi kokenutta jäsentä puhuu harvoin keskenään ja päätökset jumittuvat jatkuvasti. Mitä havaitset, ja mitä teet?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Esittelet asioita ylimmälle johdolle ja huomaat, että he vilkuilevat puhelimiaan ja kokous venyy yli ajan. Miten mukautat toimintaasi?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Myynti laski viime kuussa 20 %. Esihenkilö sanoo, että uusi verkkosivusto aiheutti sen. Miten testaisit tämän väitteen ennen kuin toimit sen pohjalta?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Sinun on valittava halvemman, vaihtelevia arvioita saaneen toimittajan ja kalliimman, tiimillesi tutun toimittajan väliltä. Selitä, miten tekisit päätöksen ja mitä tietoja tarvitsisit.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Kirjallinen viestintä', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Tilannetaju', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kriittinen ajattelu', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
