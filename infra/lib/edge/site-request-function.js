// The site's viewer-request function (CloudFront Functions, cloudfront-js-2.0), on the default behaviour only.
// A path that is one of the built files is fetched as it is; every other path is a route of the single-page app
// and gets /index.html. CloudFront's custom error responses would do the same for any 403 or 404, but they apply to
// every behaviour of the distribution (a missing logo or a stale chunk would come back as the page with 200).
// FILES is filled in at synth from the build (infra/lib/edge/site-request.ts).
var FILES = /* FILES */ [];

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by this name.
function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/assets/') === 0 || FILES.indexOf(request.uri) !== -1) return request;
  request.uri = '/index.html';
  return request;
}
