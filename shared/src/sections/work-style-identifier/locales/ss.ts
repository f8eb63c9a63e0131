import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ss: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kukhomba indlela yekusebenta', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Kuleso naleso simo, khetsa imphendvulo lesondzele kakhulu kuloko bewungakwenta ngekwemvelo. Kute timphendvulo letilungile nobe letingalungi.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Bantfu', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Ugcila ebudlelwaneni, ekuchumaneni nasecenjini.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Inchubo', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Ugcila esakhiweni, ekuhleleni nasendleleni umsebenti lowentiwa ngayo.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Umkhicito', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Ugcila emphumeleni, ebuncono bawo nakuloko lowusita ngako basebentisi.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Ujoyina iphrojekthi lensha lesewucalile. Yini lotayenta kucala?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Ngihlangana nemalunga elicembu ngamunye ngamunye kute ngifundze kutsi asebenta njani.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Ngifundza luhlelo, luhlu lwesikhatsi nekutsi tincumo titsatfwa njani.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Ngilinga inguculo yamanje yaloko lokwakhiwako.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Lilanga lekugcina lisengotini. Uphendvula njani?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Nginciphisa umsebenti kuze kube ngaleto tintfo letibaluleke kakhulu kubasebentisi.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Ngibuka kutsi licembu limi njani bese ngiyabela kabusha umsebenti.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Ngihlela kabusha imisebenti lesele bese ngisusa sivimbelo.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Bozakwenu lababili abavumelani ngendlela yekwenta umsebenti. Wenta njani?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Ngiphakamisa kutsi sivumelane ngemigomo nangendlela yekunquma.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Ngibuta kutsi nguyiphi indlela leniketa umphumela loncono bese ngiyayilinga.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Ngikhuluma nemunye nemunye wabo kute ngiyive imihawu yabo.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: 'Yini lekwenetisa kakhulu ekupheleni kweliviki?', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Kutsi ngisite lozakwetfu kutsi aphumelele.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Kubona lokutsite lengikwakhile kusetjentiswa.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Kutsi ngente umsebenti lophindzaphindzwako uhambe kahle.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Utfola sicelo lesingacaci kumphatsi. Ngusiphi sinyatselo sakho sekucala?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Ngibhala phasi tinyatselo, labatawente nelilanga lekugcina, bese ngiyakucinisekisa.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Ngibuta kutsi kungelenani nekutsi balindzele yini.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Ngidvweba inguculo yekucala ngekushesha kute kutfolakale imibono.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Kulicembu lakho kungeniswa lithulusi lelisha. Yini lebaluleke kakhulu kuwe?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Kutsi lisisite kutsi sente umsebenti loncono.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Kutsi livumelane nendlela lesisebenta ngayo futsi lingeniswe kancane kancane.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Kutsi wonkhe muntfu ative akhululekile futsi aceceshwe kulisebentisa.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Likhasimende likhalaza ngalokutsite licembu lakho lelikuletsile. Yini lotayenta kucala?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Ngishayela likhasimende ngicingo kute ngilalele futsi ngilitsetselele.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Ngitfola kutsi inkinga yendlule kuphi enchubweni yetfu.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Ngiphindza ngente inkinga ivele bese ngiyayilungisa.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Emhlanganweni wekuhlela, nguwuphi umbuto lovamise kuwubuta?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Basebentisi batawutfola yini labangenayo lamuhla?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Ngubobani lokufanele bafakwe, futsi banaso yini sikhatsi?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Tiyini tinyatselo letibalulekile futsi sitatilandzelela njani?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Unelitubanyana lelikhululekile lantsambama kute untfuthukise lokutsite emsebentini. Ukhetsa yini?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Kubhala phasi inchubo lekhona enhloko yemuntfu munye kuphela.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Kulungisa sici lesitsi basebentisi basitfola singakalungi.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Kuchitsa sikhatsi ngisita lozakwetfu lomusha kutsi ajwayele umsebenti.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
