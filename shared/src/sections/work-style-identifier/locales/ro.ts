import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ro: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Identificarea stilului de lucru', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Pentru fiecare situație, alegeți răspunsul cel mai apropiat de ceea ce ați face în mod natural. Nu există răspunsuri corecte sau greșite.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Oameni', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Se concentrează pe relații, comunicare și echipă.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Se concentrează pe structură, planificare și pe modul în care se face munca.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produs', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Se concentrează pe rezultat, pe calitatea lui și pe valoarea lui pentru utilizatori.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Vă alăturați unui proiect nou, aflat deja în desfășurare. Ce faceți mai întâi?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Mă întâlnesc pe rând cu membrii echipei ca să aflu cum lucrează.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Citesc planul, calendarul și modul în care se iau deciziile.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Încerc versiunea actuală a ceea ce se construiește.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': {
      text: 'Un termen-limită este în pericol. Cum reacționați?',
      source: '1f98c8bcca4a8b',
    },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Reduc scopul la funcționalitățile care contează cel mai mult pentru utilizatori.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Verific cum se descurcă echipa și reechilibrez volumul de muncă.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Replanific sarcinile rămase și elimin blocajul.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Doi colegi nu se înțeleg asupra modului de abordare a unei sarcini. Ce faceți?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Propun să cădem de acord asupra unor criterii și a unui mod de a decide.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Întreb care abordare dă rezultatul mai bun și o testez.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Vorbesc cu fiecare dintre ei ca să le înțeleg preocupările.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Ce vă aduce cea mai mare satisfacție la sfârșitul unei săptămâni?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Faptul că am ajutat un coleg să reușească.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Să văd că ceva construit de mine este folosit.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Faptul că o sarcină recurentă merge acum mai ușor.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Primiți o solicitare vagă de la un manager. Care este primul pas?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Notez pașii, responsabilii și termenul, apoi le confirm.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Întreb pentru cine este și ce speră să obțină.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Schițez rapid o primă versiune asupra căreia să se poată reacționa.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'În echipa dumneavoastră este introdus un instrument nou. Ce contează cel mai mult pentru dumneavoastră?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Să ne ajute să livrăm o muncă mai bună.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Să se potrivească modului nostru de lucru și să fie introdus treptat.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Ca toată lumea să se simtă în largul ei și să fie instruită să-l folosească.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Un client se plânge de ceva livrat de echipa dumneavoastră. Ce faceți mai întâi?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Îl sun pe client ca să-l ascult și să-l liniștesc.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Caut unde a scăpat problema în procesul nostru.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: 'Reproduc problema și o rezolv.', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': {
      text: 'Într-o ședință de planificare, ce întrebare ridicați de obicei?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Ce vor primi utilizatorii și nu au astăzi?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Cine trebuie implicat și are capacitatea necesară?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Care sunt etapele-cheie și cum le vom urmări?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Aveți o după-amiază liberă ca să îmbunătățiți ceva la serviciu. Ce alegeți?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Documentez un proces care există doar în mintea cuiva.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Șlefuiesc o funcționalitate pe care utilizatorii o găsesc greoaie.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Petrec timp ajutând un coleg mai nou să se pună la punct.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
