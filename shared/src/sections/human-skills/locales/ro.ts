import type { SectionLocaleFile } from '../../locale-file';

// human_skills in ro: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Competențe interpersonale', source: '110b58b71f8792' },
    instructions: {
      text: 'Răspundeți la fiecare întrebare cu propriile cuvinte. Nu există un singur răspuns corect; ne uităm la felul în care gândiți și comunicați.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Un proiect pe care îl conduceți va întârzia două săptămâni pentru că un furnizor nu a livrat. Scrieți e-mailul către client în care explicați întârzierea, impactul ei și ce urmează.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Echipa dumneavoastră va trece de la ședințele săptămânale de status la o informare scrisă săptămânală. Scrieți un mesaj scurt către echipă prin care anunțați schimbarea, de ce are loc și ce aveți nevoie de la ei.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Un coleg care a fost ocolit la o promovare a devenit tăcut și retras în ședințe. Ce ați spune sau ați face și de ce?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Un client vechi sună furios pentru că o eroare de facturare l-a taxat de două ori. Descrieți cum ați gestiona conversația.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'În prima săptămână într-o echipă nouă, observați că doi membri seniori rareori vorbesc între ei, iar deciziile se blochează mereu. Ce observați și ce faceți?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Prezentați în fața conducerii superioare și observați că se uită pe telefoane, iar ședința depășește timpul alocat. Cum vă adaptați?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Vânzările au scăzut cu 20% luna trecută. Un manager spune că noul site web a cauzat scăderea. Cum ați verifica această afirmație înainte de a acționa pe baza ei?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Trebuie să alegeți între un furnizor mai ieftin, cu recenzii mixte, și unul mai scump, pe care echipa dumneavoastră îl cunoaște bine. Explicați cum ați decide și ce informații v-ar trebui.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Comunicare scrisă', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatie', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Conștientizare situațională', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Gândire critică', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
