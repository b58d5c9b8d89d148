/**
 * Demo members' earlier health answers (get-existing-primary-health-info), keyed by member ref: the wire shape of
 * save-primary-health-info (domain health-questions.schema.ts), fictional. Elena Marquez (M-1001) answered Yes to the
 * blood pressure question (141) and the medication question, No to the others.
 */
export const HEALTH_INFO_RECORDS: Record<string, unknown> = {
  'M-1001': {
    condition_questions: [
      {
        question_id: 141,
        question_text: 'In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?',
        yes_no_flag: 1,
        conditions: [
          {
            health_condition: 'High blood pressure',
            date_of_onset: '04/12/2021',
            date_of_recovery: '',
            is_treatment: 1,
            is_medicate: 1,
            d_last_seen: '02/03/2025',
            symptoms: 'Occasional headaches',
          },
        ],
      },
      ...[142, 143, 144, 145, 146, 147].map((question_id) => ({ question_id, question_text: '', yes_no_flag: 0, conditions: [] })),
    ],
    medication_question: {
      question_id: 148,
      question_text: 'Are you currently taking any prescription medication?',
      yes_no_flag: 1,
      medications: [{ medication: 'Lisinopril', dosage: '10 mg once daily', medical_condition: 'High blood pressure' }],
    },
    notes: 'Blood pressure has been stable on medication.',
  },
};
