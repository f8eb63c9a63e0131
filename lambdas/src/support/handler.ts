import { contextRouter } from '../http/context-router';
import { createSupportUpload } from './api/create-support-upload';
import { createSupportTicket } from './api/create-support-ticket';

export const handler = contextRouter('support', { createSupportUpload, createSupportTicket });
