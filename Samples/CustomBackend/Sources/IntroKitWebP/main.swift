import Foundation
import IntroKitCLI
import WebPBackend

// IntroKit's `introkit`, with the WebP backend registered beside png, svg, pdf and text:
// `swift run introkit render sheet page.json --backend webp`.
exit(IntroKitTool.main(backends: [WebPBackend()]))
