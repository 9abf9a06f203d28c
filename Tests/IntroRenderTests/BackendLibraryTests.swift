import Foundation
import IntroRender
import Testing

/// Backend libraries named by `INTROKIT_BACKENDS`: none named, none loaded; a list that fails
/// is not remembered as loaded, so the next call reports it again.
@Suite struct BackendLibraryTests {
    @Test func theEnvironmentsListIsLoadedAndAFailureIsNotRemembered() {
        let registry = BackendRegistry()
        #expect(throws: Never.self) { try BackendLibrary.load(environment: [:], into: registry) }
        #expect(throws: Never.self) { try BackendLibrary.load(environment: [BackendLibrary.environmentVariable: ""], into: registry) }
        let missing = "/nonexistent-introkit-backend.so"
        for _ in 0..<2 {
            #expect {
                try BackendLibrary.load(environment: [BackendLibrary.environmentVariable: missing], into: registry)
            } throws: { error in
                guard case .notLoaded(let path, _) = error as? BackendLibraryError else { return false }
                return path == missing
            }
        }
    }
}
