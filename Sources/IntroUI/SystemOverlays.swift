import Foundation

/// What a laid-out view asks of the status bar iOS draws over the screen: the screen's chrome
/// is drawn from it (``LayoutResult/systemOverlays``).
public struct SystemOverlays: Hashable, Sendable {
    /// Whether the status bar is hidden (`statusBarHidden`, `statusBar(hidden:)`).
    public var statusBarHidden = false
    /// Whether the status bar is over a dark backdrop and drawn white whatever the scheme:
    /// the black behind a presenter a page sheet pushed back.
    public var statusBarOverDarkBackdrop = false

    /// The status bar shown, in the scheme's colour.
    public init() {}
}

/// Records what a view asks of the status bar once its content is lowered, so that an outer
/// modifier overrides the views inside it and a later view an earlier one.
public struct _SystemOverlaysModifier: _LayoutModifier {
    let statusBarHidden: Bool?
    let statusBarOverDarkBackdrop: Bool

    /// Lowers `content`, then records the request over what its views asked.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        Content._lower(content, into: &tree)
        if let hidden = modifier.statusBarHidden { tree.tree.systemOverlays.statusBarHidden = hidden }
        if modifier.statusBarOverDarkBackdrop { tree.tree.systemOverlays.statusBarOverDarkBackdrop = true }
    }
}

extension View {
    /// Hides or shows the status bar.
    ///
    /// Still frame: when hidden, a device preview is drawn without the status bar, and on a
    /// screen without a sensor housing (an iPad, an iPhone with a home button) the top of the
    /// safe area goes with it. The view lowered last decides: a modifier outside others
    /// overrides them, a later sibling an earlier one, a presented sheet its presenter.
    public consuming func statusBar(hidden: Bool = true) -> ModifiedContent<Self, _SystemOverlaysModifier> {
        modifier(_SystemOverlaysModifier(statusBarHidden: hidden, statusBarOverDarkBackdrop: false))
    }

    /// Hides or shows the status bar (SwiftUI's older name).
    ///
    /// Still frame: as `statusBar(hidden:)`.
    public consuming func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _SystemOverlaysModifier> {
        statusBar(hidden: hidden)
    }

    /// Draws the status bar white, over the black behind a pushed-back presenter.
    func statusBarOverDarkBackdrop() -> ModifiedContent<Self, _SystemOverlaysModifier> {
        modifier(_SystemOverlaysModifier(statusBarHidden: nil, statusBarOverDarkBackdrop: true))
    }
}
