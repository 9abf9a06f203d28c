/// The modules that stand in for Apple's (and upstream's stories package) in a previews build,
/// and what each re-exports: a team's `import SwiftUI`, `import Combine`, `import UIKit` and
/// `import d3_stories_instagram` compile against them. They exist only in the generated build
/// (never in IntroKit's package), so IntroKit's own code cannot import them by mistake.
/// The one table of the SwiftUI push: a module that provides more of one of them adds a line
/// here (and its target to the runtime library product).
enum ShimModules {
    /// Each shim's name and the modules it re-exports, in order.
    static let table: [(name: String, reexports: [String])] = [
        ("SwiftUI", ["IntroUI", "IntroCombine", "IntroUIKit", "Foundation", "Observation"]),
        ("Combine", ["IntroCombine", "Foundation"]),
        ("UIKit", ["IntroUIKit", "IntroUI", "Foundation"]),
        // Upstream's stories package (d3-stories-instagram): `IStory`, `StoriesWidget`,
        // `StoryTpl`, `StoriesManager` … are IntroKit's Stories module.
        ("d3_stories_instagram", ["Stories", "IntroUI", "Foundation"]),
    ]

    /// The declarations of the macros the SwiftUI shim declares (their implementations are
    /// in the macro plugin, `Sources/IntroPreviewMacros`).
    static let swiftUIMacros = """
        /// A preview of the views `body` builds, with a name and traits, as Xcode's canvas shows
        /// it; `introkit previews` renders it.
        @freestanding(declaration)
        public macro Preview(
            _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>...,
            @ViewBuilder body: @escaping @MainActor () -> any View
        ) = #externalMacro(module: "IntroPreviewMacros", type: "PreviewMacro")

        /// A variable of a `#Preview` body that is a property of the preview's view
        /// (`@Previewable @State var isOn = true`).
        @attached(peer)
        public macro Previewable() = #externalMacro(module: "IntroPreviewMacros", type: "PreviewableMacro")

        /// A value of `EnvironmentValues` of your own with its key: `@Entry var name: Type = default`.
        @attached(accessor) @attached(peer, names: prefixed(__Key_))
        public macro Entry() = #externalMacro(module: "IntroPreviewMacros", type: "EntryMacro")
        """

    /// The source of the shim `name`.
    static func source(_ name: String, reexports: [String]) -> String {
        let imports = reexports.map { "@_exported import \($0)\n" }.joined()
        return name == "SwiftUI" ? imports + "\n" + swiftUIMacros + "\n" : imports
    }
}
