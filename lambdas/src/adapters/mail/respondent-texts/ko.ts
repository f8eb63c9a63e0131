import type { RespondentMailTexts } from './types';

/** Korean (ko): a respondent's e-mails. Translated, not validated. */
const ko: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: '평가에 초대되었습니다',
    reminderSubject: '알림: 평가가 기다리고 있습니다',
    onBehalf: '{company}을(를) 대신하여 {product}에서 보낸 메일입니다.',
    greeting: '{name} 님, 안녕하세요.',
    body: '{company}에서 ‘{form}’ 평가에 초대합니다.',
    reminderBody:
      '{company}에서 ‘{form}’ 평가에 초대했음을 다시 알려 드립니다. 지금까지의 응답은 저장되어 있으며, 링크를 열면 중단한 곳으로 돌아갑니다.',
    timing:
      '시간 제한이 있는 섹션 {sections}개로 구성되며 약 {minutes}분이 걸립니다. 섹션 사이에 잠시 멈추었다가 같은 링크로 다시 돌아올 수 있습니다.',
    timingOne: '약 {minutes}분 동안 진행되는 시간 제한 섹션 1개로 구성됩니다.',
    action: '평가 시작',
    resumeAction: '평가 계속하기',
    footer: '이 링크는 본인 전용입니다. 다른 사람에게 전달하지 마세요. 이 메일을 받을 이유가 없다면 무시하셔도 됩니다.',
    deadline: '{time}까지 완료해 주세요. 그 이후에는 링크가 닫힙니다.',
    stopReminders: '이 평가에 대한 알림 그만 받기',
  },
  resume: {
    subject: '개인 평가 링크',
    intro: '{form}에 이미 등록되어 있습니다. 개인 링크로 중단한 곳부터 계속하세요:',
    action: '평가 계속하기',
    ignore: '등록한 적이 없다면 이 메일을 무시하셔도 됩니다. 이 링크는 다른 누구에게도 전송되지 않았습니다.',
  },
  results: {
    subject: '평가 결과',
    greeting: '{name} 님, 안녕하세요.',
    body: '‘{form}’에 응시해 주셔서 감사합니다. {company}에서 결과를 공유해 드립니다. 섹션별 점수와 보관할 수 있는 PDF가 포함되어 있습니다.',
    action: '결과 보기',
    footer: '이 링크는 본인 전용입니다. 결과는 대화를 돕기 위한 자료이며, 결과만으로 결정되지는 않습니다.',
  },
  dataLink: '내 데이터: 제공한 정보의 사본을 받거나 삭제하기',
};

export default ko;
