import IntroUI
import Testing

/// Preview modifiers set a preview's canvas from inside other modifiers too, as SwiftUI hands
/// `.preferredColorScheme` up to the presentation from wherever it is.
@MainActor @Suite struct PreviewSettingsTests {
    @Test func aSchemeInsideOtherModifiersIsThePreviews() {
        let part = _previewPart(of: Text("Hi").preferredColorScheme(.dark).padding().environment(\.dynamicTypeSize, .accessibility2))
        #expect(part.settings.colorScheme == .dark)
    }

    @Test func anOuterSettingWinsOverAnInnerOne() {
        let part = _previewPart(of: Text("Hi").preferredColorScheme(.dark).padding().preferredColorScheme(.light))
        #expect(part.settings.colorScheme == .light)
    }

    @Test func eachPreviewOfAGroupKeepsItsOwnScheme() {
        let parts = _previewParts(of: Group {
            Text("A").preferredColorScheme(.dark).padding()
            Text("B").padding().previewDisplayName("Plain")
        })
        #expect(parts.map(\.settings.colorScheme) == [.dark, nil])
        #expect(parts.map(\.settings.displayName) == [nil, "Plain"])
    }

    @Test func aViewWithoutPreviewModifiersHasNoSettings() {
        #expect(_previewPart(of: Text("Hi").padding()).settings == PreviewSettings())
    }
}
