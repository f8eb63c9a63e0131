import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in zh-hk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: '界定你的價值觀', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: '請評估每項價值觀在工作中對你有多重要，由「完全不重要」至「最重要」。',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: '誠信', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: '即使無人看見，也堅持做正確的事。',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: '誠實', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: '說真話，包括不受歡迎的消息。',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: '透明度', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: '公開分享資訊及決策背後的理由。',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: '問責', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: '對結果負責，並兌現承諾。',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: '尊重', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: '以尊嚴和體諒對待每一個人。',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: '信任', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: '彼此依靠，並成為別人可以依靠的人。',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: '團隊合作', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: '團結一致，成就比任何一人單獨所能做到的更多。',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: '協作', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: '跨團隊合作，並慷慨分享功勞。',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: '以客為本', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: '從客戶的需要出發，並以客戶的成果衡量成功。',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: '創新', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: '尋找創造價值的新方法和更好方法。',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: '創意', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: '帶來原創的想法和富想像力的解決方案。',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: '卓越', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: '以高標準要求工作，並不斷提高門檻。',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: '質素', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: '把細節做好，令成果一次到位。',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: '持續學習', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: '累積技能和知識，並從錯誤中學習。',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: '成長', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: '幫助員工和業務在能力和影響範圍上成長。',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: '多元共融', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: '歡迎不同背景的人，並確保每一把聲音都被聽見。',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: '公平', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: '對所有人採用相同標準，按表現作決定。',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: '同理心', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: '理解別人的感受，並以關懷行事。',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: '身心健康', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: '關注健康、平衡及可持續的工作節奏。',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: '安全', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: '保護人們免受身體及心理傷害。',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: '主人翁精神', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: '以主人的心態行事：關心整體成果，而不只是單一任務。',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: '主動性', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: '不待別人要求便主動行事。',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: '以結果為導向', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: '把精力集中在最重要的成果上。',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: '效率', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: '善用時間、金錢和精力，消除浪費。',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: '敏捷', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: '當事實或優先次序改變時迅速適應。',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: '抗逆力', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: '從挫折中恢復過來並繼續前進。',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: '勇氣', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: '敢於發聲、承擔經深思熟慮的風險，並挑戰現狀。',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: '謙遜', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: '承認自己所不知道的，並重視別人的貢獻。',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: '開放溝通', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: '坦誠地給予和接受意見，直接而友善。',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: '可持續發展', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: '考慮對人、地球和業務的長遠影響。',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': { text: '社會責任', source: '09ef4a1b45dea1' },
    'defining_your_values.items.value_social_responsibility.description': {
      text: '為我們工作所在的社區作出正面貢獻。',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: '可靠', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: '始終如一地交付成果，讓別人可以放心安排。',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: '簡約', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: '選擇清晰簡單的方案，而非複雜的方案。',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: '自主', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: '信任員工自行決定如何完成工作。',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: '認可', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: '留意並表揚出色的工作和付出。',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: '熱誠', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: '為工作和使命注入活力與熱情。',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: '忠誠', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: '長期與同事、客戶和機構並肩同行。',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: '以數據為本的決策', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: '以證據而非單憑意見作決策。',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: '紀律', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: '遵守既定流程，並按計劃和期限辦事。',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: '樂趣', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: '享受工作，也享受與共事的人相處。',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: '服務精神', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: '把內外各方的需要放在首位。',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: '創業精神', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: '發掘機遇，並靈活運用資源把握機遇。',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: '找出關鍵特質', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: '請評估每項個人特質對在這個職位上取得成功有多重要。',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: '好奇', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: '勤於發問，想了解事物如何運作。',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: '可靠', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: '說到做到，準時完成。',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: '適應力強', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: '冷靜地適應變化和新情況。',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: '注重細節', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: '留意細小錯誤，仔細檢查工作。',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: '積極主動', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: '預見問題，不待別人要求便採取行動。',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: '善於合作', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: '與人合作愉快，樂於分享資訊。',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: '具同理心', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: '理解別人的感受和觀點。',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: '具抗逆力', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: '從挫折中恢復，在壓力下保持情緒穩定。',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: '善於分析', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: '拆解問題，並根據證據推理。',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: '富創意', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: '提出原創的想法和新的方法。',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: '有條理', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: '預先計劃，把工作和資訊整理得井井有條。',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: '自我驅動', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: '無需別人不斷指示也能持續推進。',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: '誠實', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': { text: '說真話，並承認錯誤。', source: '0a81e6dff7da6b' },
    'identifying_key_traits.items.trait_respectful.label': { text: '尊重他人', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: '禮貌地對待同事，即使意見不同亦然。',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: '表達清晰', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: '口頭和書面都能清楚解釋想法。',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: '善於聆聽', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: '先聽完再回應。',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: '果斷', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: '根據現有資訊適時作出決定。',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: '有耐性', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: '在進展緩慢時，以及面對需要更多時間的人時，仍保持冷靜。',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: '謙虛', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: '分享功勞，願意承認自己可能有錯。',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: '自信', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: '行事有把握，並清楚表達自己的看法。',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: '堅毅', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: '持續處理困難問題，直至解決為止。',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: '思想開明', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: '願意考慮新想法和與自己不同的觀點。',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': { text: '臨危不亂', source: '1bbdadfb3dda0b' },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: '在期限緊迫或出現問題時仍能清晰思考。',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: '負責任', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: '無論好壞，都為結果承擔責任。',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: '積極正面', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: '保持建設性的態度，並提振團隊士氣。',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: '以身作則', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: '以自己的言行和標準引領他人。',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: '足智多謀', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: '在資源有限的情況下也能想辦法把事情辦妥。',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: '以客為先', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: '在日常決策中考慮客戶的體驗。',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: '樂於學習', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: '主動尋求意見，並能迅速掌握新技能。',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: '有道德操守', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: '考慮甚麼是對的，而不只是甚麼是容許的。',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: '獨立', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: '在極少監督下也能有效工作。',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: '充滿活力', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: '為工作帶來幹勁和節奏。',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
