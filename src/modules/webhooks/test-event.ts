/** What a TEST webhook carries: enough for a receiver to recognise it, nothing else. */
export function testEventData(platformConfigId: string) {
  return {
    message: 'Test webhook from payments-service: your endpoint receives webhooks and can verify them.',
    platformConfigId,
  };
}
