import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in is: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Vinnustílsgreining', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Veldu fyrir hverja aðstöðu svarið sem er næst því sem þú myndir gera af sjálfsdáðum. Það eru engin rétt eða röng svör.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Fólk', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Leggur áherslu á tengsl, samskipti og teymið.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Ferli', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Leggur áherslu á skipulag, áætlanagerð og hvernig vinnan er unnin.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Vara', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Leggur áherslu á útkomuna, gæði hennar og gildi hennar fyrir notendur.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Þú kemur inn í nýtt verkefni sem er þegar hafið. Hvað gerirðu fyrst?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Hitti liðsmennina einn í einu til að kynnast því hvernig þeir vinna.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Les áætlunina, tímalínuna og hvernig ákvarðanir eru teknar.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Prófa núverandi útgáfu af því sem verið er að smíða.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Frestur er í hættu. Hvernig bregstu við?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Þrengi umfangið niður í þá eiginleika sem skipta notendur mestu.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Athuga hvernig teymið ræður við álagið og jafna vinnuálagið.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Endurskipulegg þau verkefni sem eftir eru og fjarlægi flöskuhálsinn.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Tveir samstarfsmenn eru ósammála um hvernig eigi að nálgast verkefni. Hvað gerirðu?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Legg til að við komum okkur saman um viðmið og leið til að ákveða.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Spyr hvaða nálgun skili betri árangri og prófa hana.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Ræði við hvorn þeirra fyrir sig til að skilja áhyggjur þeirra.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: 'Hvað veitir þér mesta ánægju í lok vikunnar?', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Að hafa hjálpað samstarfsmanni að ná árangri.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Að sjá eitthvað sem ég smíðaði vera í notkun.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Að hafa látið endurtekið verkefni ganga betur.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Þú færð óljósa beiðni frá stjórnanda. Hvert er fyrsta skrefið þitt?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Skrifa niður skrefin, ábyrgðaraðila og frestinn og fæ þau staðfest.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Spyr fyrir hvern þetta er og hverju fólk vonast eftir.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Skissa hratt fyrstu útgáfu sem hægt er að bregðast við.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Nýtt verkfæri er tekið í notkun í teyminu þínu. Hvað skiptir þig mestu máli?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Að það hjálpi okkur að skila betri vinnu.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Að það falli að vinnulagi okkar og sé innleitt í áföngum.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Að öllum líði vel með það og fái þjálfun í að nota það.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Viðskiptavinur kvartar yfir einhverju sem teymið þitt afhenti. Hvað gerirðu fyrst?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Hringi í viðskiptavininn til að hlusta og róa hann.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Finn hvar í ferlinu okkar vandamálið slapp í gegn.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Endurskapa vandamálið og laga það.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Hvaða spurningu vekurðu yfirleitt máls á á skipulagsfundi?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Hvað fá notendur sem þeir hafa ekki í dag?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Hverja þarf að fá með, og hafa þeir svigrúm?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Hverjir eru áfangarnir og hvernig fylgjumst við með þeim?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Þú hefur lausan eftirmiðdag til að bæta eitthvað í vinnunni. Hvað velurðu?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Skrá ferli sem er bara til í kollinum á einhverjum.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Fínpússa eiginleika sem notendum finnst klaufalegur.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Verja tíma í að hjálpa nýjum samstarfsmanni að komast inn í hlutina.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
