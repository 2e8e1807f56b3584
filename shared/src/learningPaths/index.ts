export * from './schemas'
export * from './position'
export * from './progress'
