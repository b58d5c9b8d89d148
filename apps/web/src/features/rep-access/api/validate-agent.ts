import { ValidAgentSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET validate-agent: the rep a representative access code names; an unknown code is a field error under agent_code. */
export const validateAgent = (agentCode: string) => api.get('validate-agent', ValidAgentSchema, { agent_code: agentCode });
