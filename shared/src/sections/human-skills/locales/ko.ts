import type { SectionLocaleFile } from '../../locale-file';

// human_skills in ko: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '대인 역량', source: '110b58b71f8792' },
    instructions: {
      text: '각 질문에 자신의 말로 답해 주세요. 정답은 하나가 아닙니다. 우리는 당신이 어떻게 생각하고 소통하는지를 봅니다.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: '당신이 이끄는 프로젝트가 공급업체의 납품 실패로 2주 늦어지게 되었습니다. 지연 사실, 그 영향, 앞으로의 진행 방향을 설명하는 고객 이메일을 작성해 주세요.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: '팀이 주간 현황 회의를 주간 서면 업데이트로 바꾸려고 합니다. 이 변경 사항과 그 이유, 팀원들에게 필요한 것을 알리는 짧은 메시지를 팀에 작성해 주세요.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: '승진에서 밀린 동료가 회의에서 말수가 줄고 위축되었습니다. 당신은 무엇을 말하거나 하겠습니까? 그 이유는 무엇인가요?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: '오랜 거래 고객이 청구 오류로 두 번 결제되었다며 화가 나서 전화했습니다. 이 대화를 어떻게 이끌어 갈지 설명해 주세요.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: '새 팀에 합류한 첫 주에, 두 명의 선임 팀원이 서로 거의 대화하지 않고 결정이 계속 지연되는 것을 알게 되었습니다. 무엇을 관찰하고 어떻게 행동하겠습니까?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: '고위 경영진 앞에서 발표하는 중에 참석자들이 휴대전화를 보고 있고 회의가 예정 시간을 넘기고 있다는 것을 알아차렸습니다. 어떻게 대응하겠습니까?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: '지난달 매출이 20% 떨어졌습니다. 한 관리자는 새 웹사이트 때문이라고 말합니다. 행동에 옮기기 전에 그 주장을 어떻게 검증하겠습니까?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: '평가가 엇갈리는 저렴한 업체와 팀이 잘 아는 비싼 업체 중 하나를 골라야 합니다. 어떻게 결정할지, 어떤 정보가 필요할지 설명해 주세요.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: '서면 커뮤니케이션', source: '121582c62ca506' },
    'rubrics.1.name': { text: '공감', source: '011e3759951b0e' },
    'rubrics.2.name': { text: '상황 인식', source: '09386c48c9681a' },
    'rubrics.3.name': { text: '비판적 사고', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
