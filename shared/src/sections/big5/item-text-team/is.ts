import type { TeamItemFile } from './types';

// Big Five statements in is that @bigfive-org/questions left in English, translated by the team
// (translated, not validated). Keyed by item id; `source` is the hash of the English statement in the
// comment above it. Written with scripts/content/stamp-big5-items.ts (docs/content.md "Big Five item languages").
export default {
  state: 'translated',
  texts: {
    // Trust others
    'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6': { text: 'Ég treysti öðrum', source: '1494d01882233d' },
    // Love large parties
    '458f3957-2359-4077-ade1-34525d633063': { text: 'Ég elska stórar veislur', source: '16091df1434189' },
    // Use others for my own ends
    '0cf79e27-e702-45c2-9471-04ac96b58e0e': { text: 'Ég nota aðra í eigin þágu', source: '1ac2a1ec535a2b' },
    // Take charge
    '8af754f2-68e9-48f3-8c5d-2e6633d4472c': { text: 'Ég tek forystuna', source: '0e73db2794e1dc' },
    // Experience my emotions intensely
    '0727def6-3d18-4221-bf38-86b58f9f3eed': { text: 'Ég upplifi tilfinningar mínar sterkt', source: '0f441846f83819' },
    // Love to help others
    'ccf3a5c8-fb50-4bd4-8e7a-22af3d657279': { text: 'Ég elska að hjálpa öðrum', source: '17e3a4cae38bcb' },
    // Keep my promises
    '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32': { text: 'Ég stend við loforð mín', source: '09bdb0d25019ff' },
    // Am always busy
    '48a761ef-438e-409b-ae59-ea2ce8f84414': { text: 'Ég er alltaf upptekin/n', source: '037a6d3519fb8e' },
    // Prefer variety to routine
    'cae55842-8957-4e3b-83b3-ceff98fb9dcf': {
      text: 'Ég vil frekar fjölbreytni en fastar venjur',
      source: '099eea4703ad3f',
    },
    // Love a good fight
    'e2028ad3-b128-4f76-be57-398bfe2aff22': { text: 'Ég elska gott rifrildi', source: '159c5af4b372bc' },
    // Go on binges
    '481efd08-c810-43b1-a952-f8ac9052f96b': { text: 'Ég missi mig í óhófi', source: '00cf74e8d5906d' },
    // Love excitement
    '987efee2-899f-4a65-b9b5-1589ef0460d7': { text: 'Ég elska spennu', source: '1f91291c9f05e4' },
    // Am always prepared
    'f6076eea-56ae-4b46-97f1-5f94a7676c96': { text: 'Ég er alltaf undirbúin/n', source: '1c2834c55113c7' },
    // Radiate joy
    '899c3f66-51d0-46ea-963a-6fc36d3b3cb9': { text: 'Ég geisla af gleði', source: '0c8adca5ddb9d7' },
    // Sympathize with the homeless
    'fd50e1ca-d9e0-4037-a7a1-a191d4db2d96': {
      text: 'Ég finn til samúðar með heimilislausum',
      source: '049a1372338394',
    },
    // Fear for the worst
    '7f92ab2c-265c-4b84-8c74-09f9bb9d41a7': { text: 'Ég óttast hið versta', source: '1e94964595de1e' },
    // Enjoy wild flights of fantasy
    '08ff6dca-02a5-4aeb-aaa4-2ecf2526f143': {
      text: 'Ég nýt þess að fara á flug í villtum hugarórum',
      source: '060ed106a8633e',
    },
    // Excel in what I do
    'f110fc66-2e9e-413c-920b-19f05e63d7ac': { text: 'Ég skara fram úr í því sem ég geri', source: '013da6bcb3effe' },
    // Try to lead others
    '0b38e3d3-c15c-454c-b034-f4eb7ae1580a': { text: 'Ég reyni að leiða aðra', source: '14767c07f5df7e' },
    // Am concerned about others
    'ada867af-4db1-4e3d-a604-2b695c1806e5': { text: 'Ég ber umhyggju fyrir öðrum', source: '1807141cb42756' },
    // Tell the truth
    'c55e3958-00c4-4fc3-9118-47d8f31bfde1': { text: 'Ég segi sannleikann', source: '095368a341bc77' },
    // Am always on the go
    'd07b6c67-0d02-4948-a997-bb84ac234cd8': { text: 'Ég er alltaf á ferðinni', source: '16f1d9a4820bd6' },
    // Prefer to stick with things that I know
    '33b81fd0-7e32-4cd8-a13a-d5f5f754f998': {
      text: 'Ég held mig helst við það sem ég þekki',
      source: '0a044fda348c7a',
    },
    // Yell at people
    'd9a9a180-29c9-4ec5-8621-2256d411def7': { text: 'Ég öskra á fólk', source: '1bd4c18836363f' },
    // Do more than what's expected of me
    'f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb': { text: 'Ég geri meira en ætlast er til af mér', source: '1b36137aa1565e' },
    // Rarely overindulge
    '9891b7ba-a494-4307-aafe-301d8db506c6': { text: 'Ég geri sjaldan neitt í óhófi', source: '0a579c927dd150' },
    // Seek adventure
    'f1675af6-88bf-4376-a946-0281e762b39c': { text: 'Ég leita að ævintýrum', source: '17143c004325f0' },
    // Think highly of myself
    '7df44711-4cd4-4b05-8830-73fcc3ebdab5': { text: 'Ég met sjálfa/n mig mikils', source: '031abf12159015' },
    // Become overwhelmed by events
    '13c58810-3864-42ba-aa87-d4166f858756': { text: 'Atburðir verða mér ofviða', source: '18b751de2b1c45' },
    // Believe that there is no absolute right and wrong
    'f08e1b27-3673-4898-9cae-896482d0d9f9': {
      text: 'Ég tel að ekkert sé algjörlega rétt eða rangt',
      source: '191ed329963e7c',
    },
    // Feel sympathy for those who are worse off than myself
    'c2038c12-7a37-47a8-9983-831bd6692aab': {
      text: 'Ég finn til samúðar með þeim sem hafa það verra en ég',
      source: '064a4e7ad3634a',
    },
    // Am afraid of many things
    '4d81238b-5407-47d4-88e5-dc0e38aa14f5': { text: 'Ég er hrædd/ur við margt', source: '14dc5d899a51d1' },
    // Avoid contacts with others
    '9f9166f0-fa94-4c14-a91d-3eecd8395794': { text: 'Ég forðast samskipti við aðra', source: '18acbf7e1d680e' },
    // Love to daydream
    '23a1034f-fab7-4887-a66e-5ef4eaafb25e': { text: 'Ég elska að dagdreyma', source: '0409bdfd81d1a7' },
    // Trust what people say
    'c63e6121-c3ed-40cc-abc2-c1e6ea1e0858': { text: 'Ég treysti því sem fólk segir', source: '1b62cb1b1e3239' },
    // Handle tasks smoothly
    '02ee1930-36a7-4caa-b10c-c93efb682a44': { text: 'Ég leysi verkefni hnökralaust', source: '123c7db50d9d54' },
    // Prefer to be alone
    '03c10b30-b88f-4c63-8acc-71251ca24615': { text: 'Ég vil helst vera ein/n', source: '01aadf38643484' },
    // Take advantage of others
    '982e83c2-d34e-48da-9c71-78494ab05c85': { text: 'Ég notfæri mér aðra', source: '1dbae8152ca29b' },
    // Am often down in the dumps
    '743d8973-1de1-4485-91b4-8a5cf63e7d44': { text: 'Ég er oft langt niðri', source: '143737aa42f8e1' },
    // Take control of things
    '2452f034-8273-4f71-9122-a40f5ead31ba': { text: 'Ég tek stjórn á hlutunum', source: '00550c6fba9764' },
    // Rarely notice my emotional reactions
    '2a300001-6e05-4c79-b8b5-2ccae4c3d463': {
      text: 'Ég tek sjaldan eftir tilfinningaviðbrögðum mínum',
      source: '1765dee2a81f24',
    },
    // Am indifferent to the feelings of others
    'cd54bd76-ca9c-4030-b325-bb8d896bcb3f': { text: 'Mér er sama um tilfinningar annarra', source: '05c945babdf244' },
    // Break rules
    '4e6e3a34-176f-4e6e-8730-1341611f972b': { text: 'Ég brýt reglur', source: '18ed9322219972' },
    // Only feel comfortable with friends
    '20062533-a33d-4c1e-9cd9-bff868015b3f': { text: 'Mér líður aðeins vel með vinum mínum', source: '1be1993c5313d3' },
    // Do a lot in my spare time
    'b2a077d5-1fe0-4b06-ab63-35455e001e54': { text: 'Ég geri mikið í frítíma mínum', source: '1b8081ff9db609' },
    // Dislike changes
    '0d2e65ab-95d9-482f-beb4-3239a3a4944a': { text: 'Mér líkar illa við breytingar', source: '02cfe8751cb1e5' },
    // Easily resist temptations
    '9f2e7f90-0ca5-4ed0-9fe5-e060238a9b5e': { text: 'Ég stenst freistingar auðveldlega', source: '060845bfa175e8' },
    // Enjoy being reckless
    '7dd6cf2d-5c14-48c2-8ae5-633a7a596c71': { text: 'Ég hef gaman af því að vera kærulaus', source: '173cf68d04fae4' },
    // Have difficulty understanding abstract ideas
    'fecc35f7-681e-4889-a404-4a973a3dfef0': {
      text: 'Ég á erfitt með að skilja óhlutbundnar hugmyndir',
      source: '0ba31e94b49f6c',
    },
    // Have a high opinion of myself
    '1d686958-6fe7-432f-85e6-186b99e4e232': {
      text: 'Ég hef hátt álit á sjálfri/sjálfum mér',
      source: '174601658c2273',
    },
    // Feel that I'm unable to deal with things
    'b7e0e393-9b21-4e0d-adf3-8f28fb5b9d87': { text: 'Mér finnst ég ekki ráða við hlutina', source: '09950ae276e554' },
    // Love life
    '79d956e8-1118-402a-a0e2-9380af18243e': { text: 'Ég elska lífið', source: '0f4799d262ac79' },
    // Am not interested in other people's problems
    '77f54ab4-0fba-4efb-8700-066c7490eb87': {
      text: 'Ég hef ekki áhuga á vandamálum annarra',
      source: '17cc06120bdce6',
    },
    // Rush into things
    'a354cf7c-8d11-46ac-acc5-da90d2048637': { text: 'Ég ana út í hlutina', source: '0298e5e3cefeb6' },
    // Like to get lost in thought
    '935a7413-abac-4f54-9169-d1fbd39da752': {
      text: 'Mér finnst gott að gleyma mér í hugsunum',
      source: '1c02d7cb2d69f6',
    },
    // Know how to get things done
    '5727c93f-317b-4af1-a686-77fc9fbc5033': {
      text: 'Ég veit hvernig á að koma hlutum í verk',
      source: '1e8cacf62c2e61',
    },
    // Am not easily annoyed
    'd32bd062-4eb2-401b-99b2-e7afea39ca9b': { text: 'Ég pirrast ekki auðveldlega', source: '193143307cc87f' },
    // Avoid crowds
    '9a47184f-6046-4e68-a61b-3d9b357b86ea': { text: 'Ég forðast mannfjölda', source: '0c3aa03bc2a532' },
    // Obstruct others' plans
    '11b20adb-abed-4363-894c-3dd823ae0540': {
      text: 'Ég stend í vegi fyrir áætlunum annarra',
      source: '045de5070d464f',
    },
    // Wait for others to lead the way
    '8791f37b-686f-47c3-9db7-74c009951321': { text: 'Ég bíð eftir að aðrir taki forystuna', source: '0a34b7b10e0680' },
    // Take no time for others
    'b68af20d-24f9-4c27-85cc-fe0858994888': { text: 'Ég gef mér engan tíma fyrir aðra', source: '1c3a529ca543ef' },
    // Break my promises
    '54423933-0ebb-44a7-bdd9-2a9b100c70f2': { text: 'Ég svík loforð mín', source: '08836be53d5197' },
    // Am not bothered by difficult social situations
    '7317848c-3e1b-422f-bb16-02efc504f677': {
      text: 'Erfiðar félagslegar aðstæður trufla mig ekki',
      source: '014e3eddbc3c85',
    },
    // Like to take it easy
    '7d93e1ca-46e8-4a30-9623-42a80c9b420c': { text: 'Mér finnst gott að taka lífinu með ró', source: '0ecb127f771f0a' },
    // Am attached to conventional ways
    'a7f43928-8982-4ed5-8656-7a80346fe979': { text: 'Ég held fast í hefðbundnar leiðir', source: '096e3f180314da' },
    // Get back at others
    '17910a55-a64a-4ed0-8b46-293e2fa2fe03': { text: 'Ég hefni mín á öðrum', source: '0d5cb88306d225' },
    // Put little time and effort into my work
    '3890bb43-2695-4b8d-b289-ee10d11cc884': {
      text: 'Ég legg lítinn tíma og litla vinnu í störf mín',
      source: '05909aa8750442',
    },
    // Am able to control my cravings
    '49a85680-53aa-4208-86b5-dccc7a6f8e37': { text: 'Ég get haft stjórn á löngunum mínum', source: '0aa594cb6a12f7' },
    // Act wild and crazy
    '10f90fa9-649c-4631-ac4c-3dd3f751597d': { text: 'Ég hegða mér á villtan og galinn hátt', source: '0ab0175333dd6e' },
    // Am not interested in theoretical discussions
    'b86de003-c3c4-4cc8-9385-5ac8a0142c34': {
      text: 'Ég hef ekki áhuga á fræðilegum umræðum',
      source: '0f5702e08b5aa7',
    },
    // Have difficulty starting tasks
    '51403620-968c-42fa-a772-65ba5ad8396f': { text: 'Ég á erfitt með að byrja á verkefnum', source: '1baf8dfd86128e' },
    // Look at the bright side of life
    'e7b31bdc-5f6b-40ec-ba91-f5919b0f170e': { text: 'Ég horfi á björtu hliðar lífsins', source: '04e520fe70b23f' },
    // Believe that we should be tough on crime
    '580b08d1-3c94-46e9-9d07-d6d80c698127': { text: 'Ég tel að taka eigi hart á glæpum', source: '073e3b976611bb' },
    // Try not to think about the needy
    '48bee420-60c0-45cd-be43-3893dbc1969a': {
      text: 'Ég reyni að hugsa ekki um þá sem eru í neyð',
      source: '0173457948eeaf',
    },
    // Act without thinking
    'ea3327ea-3529-4be4-8e2d-2174731ae4d7': { text: 'Ég bregst við án umhugsunar', source: '1f1183e4ee328c' },
  },
} satisfies TeamItemFile;
