// The viewer-request function of the site's /api/* behaviour (CloudFront Functions, cloudfront-js-2.0): the API's
// path without the prefix (the origin's path adds the stage), and the viewer's address in a header of the site's
// own, replacing any value the viewer sent. The API believes that header only beside the origin secret the site adds
// to every request to it (lambdas/src/http/viewer-address.ts).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by this name.
function handler(event) {
  var request = event.request;
  request.uri = request.uri.slice('/api'.length) || '/';
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
