import Foundation
import IntroPreviews
import Testing

/// Where a previews build is kept: the path given, else `$INTROKIT_PREVIEWS_CACHE`, else
/// under the user's cache folder.
@Suite struct PreviewsCacheFolderTests {
    let resolve = { (path: String) in URL(fileURLWithPath: "/work/" + path) }

    @Test func aPathGivenThenTheVariableThenTheUsersCacheFolder() {
        let environment = ["INTROKIT_PREVIEWS_CACHE": "shared", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/me"]
        #expect(PreviewsRequest.cacheFolder("mine", environment: environment, resolve: resolve).path == "/work/mine")
        #expect(PreviewsRequest.cacheFolder(nil, environment: environment, resolve: resolve).path == "/work/shared")
        // An empty path is none: not the variable's either.
        #expect(PreviewsRequest.cacheFolder("", environment: environment, resolve: resolve).path == "/xdg/introkit/previews")
        #expect(PreviewsRequest.cacheFolder(nil, environment: ["HOME": "/home/me"], resolve: resolve).path == "/home/me/.cache/introkit/previews")
    }
}
