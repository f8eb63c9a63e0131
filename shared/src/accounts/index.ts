export * from './api-key';
export * from './branding';
export * from './email';
export * from './image-upload';
export * from './sign-in';
export * from './sign-up';
export * from './user';
