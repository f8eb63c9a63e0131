import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ss: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Kuchaza imigomo yakho', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Linganisa kutsi ngamunye umgomo ubaluleke kangakanani kuwe emsebentini, kusukela ku-“Akubalulekanga nakancane” kuya ku-“Kubaluleke kakhulu”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Buciniso', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Kwenta lokulungile, noma kungekho lobukako.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Kwetsembeka', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Kukhuluma liciniso, ngisho nalapho tindzaba tingemnandzi.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Kuvuleka', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Kwabelana ngelwati kanye netizatfu tetincumo ngekuvuleka.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Kutibopha', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Kutsatsa umtfwalo wemiphumela nekugcwalisa letitsembiso.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Inhlonipho', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Kuphatsa wonkhe muntfu ngesitfunti nangekucabangela.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Kwetsemba', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Kwetsembana nekuba ngumuntfu labanye labangametsemba.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Kusebenta njengelicembu', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Kufeza lokunyenti ndzawonye kunaloko lobekungentiwa ngumuntfu munye.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Kubambisana', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Kusebenta nemacembu lamanye nekwabelana ngelidvumo ngekukhululeka.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Kugcila kulikhasimende',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Kucala ngaloko makhasimende lakudzingako nekulinganisa imphumelelo ngemiphumela yawo.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Kusungula lokusha', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Kufuna tindlela letinsha letincono tekwakha inzuzo.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Buciko', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Kuletsa imibono lemisha netisombululo tekucabanga.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Kuphumelela kakhulu', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Kugcina umsebenti ezingeni leliphakeme nekuliphakamisa njalo.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Inchubo lekahle', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Kulungisa imininingwane kuze umphumela usebente kwekucala.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Kufundza njalo', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Kwakha emakhono nelwati, nekufundza emaphutseni.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Kukhula', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Kusita bantfu nelibhizinisi kutsi bakhule emandleni nasekufinyeleleni.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Kwehlukahlukana nekufakwa',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Kwemukela bantfu labavela etindzaweni letehlukene nekucinisekisa kutsi lonkhe livi liyevakala.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Bulungiswa', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Kusebentisa imitsetfo lefanako kubo bonkhe nekunquma ngekufaneleka.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Luvelo', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Kuva kutsi labanye bativa njani nekwenta ngekunakekela.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Inhlalakahle', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Kunakekela imphilo, kulinganisela nesivinini semsebenti lesingagcinwa.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Kuphepha', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Kuvikela bantfu kulimala emtimbeni nasengcondvweni.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Kutiva ungumnikati', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Kwenta njengemnikati: kunakekela umphumela wonkhe, hhayi umsebenti munye kuphela.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Kutsatsa sinyatselo', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Kwenta ungakalindzi kucelwa.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Kugcila emiphumeleni',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Kubeka emandla emiphumeleni lebaluleke kakhulu.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Kusebenta kahle', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Kusebentisa sikhatsi, imali nemandla ngekuhlakanipha; kucedza kuchitseka.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Kushesha kutjintja', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Kutivumelanisa ngekushesha nakutjintja emaciniso nobe tintfo letihamba embili.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Kucina', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Kusuka ekuhluleni nekuchubeka embili.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Sibindzi', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Kukhuluma, kutsatsa ingoti lecatjangelwe nekubuta imikhuba lekhona.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Kutfobeka', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Kuvuma loko lesingakwati nekwati kubaluleka kwemnikelo walabanye.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Kukhulumisana ngekuvuleka',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Kupha nekwemukela imibono ngebucotfo, ngco nangemusa.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': {
      text: 'Kuchubeka kwesikhatsi lesidze',
      source: '03d7761bd86238',
    },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Kucabangela umtselela wesikhatsi lesidze ebantfwini, emhlabeni nasebhizinisini.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Umtfwalo kumphakatsi',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Kwenta lokuhle emiphakatsini lesisebenta kuyo.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Kwetsembeka emsebentini', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Kuletsa imiphumela njalo, kuze labanye bakhone kuhlela ngatsi.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Bulula', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Kukhetsa tisombululo letilula naletikhanyako kunaletinkhulu.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Kutiphatsa', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Kwetsemba bantfu kutsi batinqumele kutsi bawenta njani umsebenti wabo.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Kubongwa', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Kubona nekugubha umsebenti lomuhle kanye nemitamo.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Lutsandvo lolukhulu', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Kuletsa emandla nenjabulo emsebentini nasenhlosweni.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Kwetsembeka ngekutinikela', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Kuma nabozakwenu, makhasimende nenhlangano sikhatsi lesidze.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Tincumo letisekelwe etibalweni',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Kusekela tincumo ebufakazini hhayi emibonweni kuphela.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Kutiphatsa kahle', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Kulandzela tinchubo letivunyelwene nekugcina tinhlelo nemalanga ekugcina.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Kutijabulisa', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Kujabulela umsebenti nebantfu lesisebenta nabo.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Kusita', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Kubeka kucala tidzingo talabanye, ngekhatsi nangaphandle.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Umoya wekusungula libhizinisi',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Kubona ematfuba nekuwasebentisa ngekuhlakanipha.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Kubona tici letibalulekile', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Linganisa kutsi ngamunye umlingiswa ubaluleke kangakanani ekuphumeleleni kulesikhundla.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Unelilukuluku', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Ubuta imibuto futsi ufuna kwati kutsi tintfo tisebenta njani.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Uyetsembeka', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Wenta loko latsi utakwenta, futsi ngesikhatsi.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Uyativumelanisa', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Utivumelanisa ngekuthula nekutjintja nesimo lesisha.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Unaka imininingwane',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Ubona emaphutsa lamancane futsi uhlola umsebenti wakhe ngekucophelela.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Uyacala', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Ubona tinkinga tingakenteki futsi wenta angakacelwa.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Uyabambisana', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Usebenta kahle nalabanye futsi wabelana ngelwati ngekukhululeka.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Unelivelo', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Uyakuva kutiva nemibono yalabanye bantfu.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Uyacina', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Usuka ekuhluleni futsi uhlala asimeme ngaphansi kwengcindzetelo.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Uyahlatiya', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Uhlukanisa tinkinga futsi acabange ngebufakazi.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Unebuciko', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Uletsa imibono lemisha netindlela letinsha.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Uhlelekile', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Uhlela kusengaphambili futsi ugcina umsebenti nelwati luhlelekile.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Utigcugcutela', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Uchubeka ngaphandle kwekudzinga kucondziswa njalo.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Uneliciniso', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Ukhuluma liciniso futsi uvuma emaphutsa.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Unenhlonipho', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Uphatsa bozakwabo ngenhlonipho, ngisho nalapho bangavumelani.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Ukhuluma ngekucacile',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Uchaza imibono ngekucacile ngemlomo nangekubhala.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Ulalela kahle', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Ulalela kuze kube sekugcineni angakaphendvuli.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Uyakhona kunquma', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Wenta tincumo ngesikhatsi ngelwati lolukhona.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Unesineke', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Uhlala athulile nakuchubeka kancane, nasebantfwini labadzinga sikhatsi lesinyenti.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Uyatfobeka', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Wabelana ngelidvumo futsi uyavuma kutsi angahle ente liphutsa.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Uyatetsemba', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Wenta ngekutetsemba futsi usho imibono yakhe ngekucacile.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Akapheli emandla', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Uchubeka nekusebenta etinkingeni letimatima kuze tisombululeke.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': {
      text: 'Unengcondvo levulekile',
      source: '18cc047f0847f4',
    },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Ucabangela imibono lemisha nemibono lehlukile kweyakhe.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Uthulile ngaphansi kwengcindzetelo',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Ucabanga ngekucacile nakusikhatsi lesincane nobe nakonakele lokutsite.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Uyawutsatsa umtfwalo', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Utsatsa umtfwalo wemiphumela, lemihle nobe lemibi.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Unemoya lomuhle', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Ugcina simo lesakhako futsi ukhutsata licembu.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Uhola ngesibonelo', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Ucondzisa labanye ngekutiphatsa kwakhe nemazinga akhe.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Uyakhona kutisita', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Utfola tindlela tekwenta tintfo nanetinsita letincane.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Ucabangela likhasimende',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Ucabangela kutsi likhasimende litiva njani etincumweni temalanga onkhe.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Ufuna kufundza', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Ufuna imibono futsi ufundza emakhono lamasha ngekushesha.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Unebucotfo', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Ucabangela kutsi yini lelungile, hhayi kuphela kutsi yini levumelekile.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Uyatimela', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Usebenta kahle ngekugadvwa lokuncane.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Unemandla', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Uletsa emandla nesivinini emsebentini.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
