import Foundation

// Containers and controls SwiftUI apps put on onboarding and settings screens, each drawn as
// iOS draws it at rest in its default style: `GroupBox`, `LabeledContent`, `ControlGroup`,
// `DisclosureGroup`, `Menu`, `ShareLink`, `ContentUnavailableView`.

/// A box around content with an optional label above it, like SwiftUI's `GroupBox`: the
/// label in the headline font, 8 points above the content, both leading and 16 points inside
/// a rounded rectangle (8-point continuous corners) of the secondary system background. The
/// box hugs its content, as iOS's default style does.
///
/// Still frame: drawn as it is.
public struct GroupBox<Label: View, Content: View>: View {
    @usableFromInline let label: Label
    @usableFromInline let content: Content

    /// A box with a label view.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label over the content, on the box.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.secondaryBackground))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box with a text label.
    @inlinable
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A value with its label, like SwiftUI's `LabeledContent`: the label at the leading edge and
/// the value at the trailing edge in the secondary colour, as a settings row shows them.
///
/// Still frame: drawn as it is.
public struct LabeledContent<Label: View, Content: View>: View {
    @usableFromInline let label: Label
    @usableFromInline let content: Content

    /// A labelled value of any view.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, a spacer and the value (the label alone with `labelsHidden()`).
    public var body: some View {
        EnvironmentReader { environment in
            if environment._containers.labelsHidden {
                content
            } else {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 8)
                    content.foregroundColor(environment.foregroundColor ?? .secondary)
                }
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// A labelled value with a text title.
    @inlinable
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a text value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A title and a value in a format (`.currency(code:)`, `.percent` …), formatted for the
    /// locale of the render.
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

/// Controls side by side in one rounded track, like SwiftUI's `ControlGroup` in content:
/// each control takes an equal share of the width, with a hairline between two, its label
/// in the tint, on the fill of iOS's bordered controls (8-point corners, 34 points tall).
///
/// Still frame: drawn as it is; no control is pressed.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content

    /// A group of the controls `content` makes.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Lowers the controls, then draws them in their track.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let controls = tree.lowerNodes(view.content, changing: .foregroundColorDefaultingToAccent)
        ControlGroupTrack(controls: controls)._lowerAsRoot(into: &tree)
    }
}

extension ControlGroup {
    /// A group with a label (shown only where the group is collapsed into a menu; in content
    /// the controls are drawn).
    @inlinable
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A group with a title (see ``init(content:label:)``).
    @inlinable
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The track of a ``ControlGroup``.
struct ControlGroupTrack: View {
    let controls: [Int32]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                if index > 0 { Divider().frame(height: 18) }
                LoweredNode(node: controls[index])
                    .lineLimit(1)
                    .padding(.horizontal, 12)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(height: 34)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(PickerMetrics.track))
    }
}

/// A label that shows or hides its content, like SwiftUI's `DisclosureGroup`: the label, then
/// a chevron in the tint at the trailing edge (pointing right when collapsed, down when
/// expanded); when expanded, the content under it, leading, 8 points below.
///
/// Still frame: expanded when the binding says so; collapsed without a binding, as iOS first
/// shows it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    @usableFromInline let isExpanded: Bool
    @usableFromInline let label: Label
    @usableFromInline let content: Content

    /// A group expanded as `isExpanded` says.
    @inlinable
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// A group that starts collapsed.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = false
        self.content = content()
        self.label = label()
    }

    /// The label row, and the content when expanded.
    public var body: some View {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundColor(environment.accentColor)
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                }
                if isExpanded { content }
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a text label that starts collapsed.
    @inlinable
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group with a text label, expanded as `isExpanded` says.
    @inlinable
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A button that opens a menu of actions, like SwiftUI's `Menu`: its label, drawn as a
/// button's (in the tint by default, or by the button style in effect).
///
/// Still frame: the menu is closed, so only the label is drawn; no action runs.
public struct Menu<Label: View, Content: View>: View {
    @usableFromInline let label: Label

    /// A menu of `content`'s actions behind a label view.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu with a label view whose tap runs `primaryAction` (a long press opens the menu).
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    /// The label, as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu with a text label.
    @inlinable
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a text label whose tap runs `primaryAction`.
    @inlinable
    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == IntroUI.Label<Text, Image> {
    /// A menu whose label is a title with an SF Symbol.
    @inlinable
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { IntroUI.Label(title, systemImage: systemImage) }
    }
}

/// A button that shares an item through the share sheet, like SwiftUI's `ShareLink`: by
/// default the label "Share" with the `square.and.arrow.up` symbol, drawn as a button's.
///
/// Still frame: drawn as a button at rest; no share sheet opens.
public struct ShareLink<Label: View>: View {
    @usableFromInline let label: Label

    /// A share link with a label view. `subject` and `message` are accepted and not drawn.
    @inlinable
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link of several items, with a label view.
    @inlinable
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == IntroUI.Label<Text, Image> {
    /// A share link with the standard label: "Share" and the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { IntroUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A share link with a title and the share symbol.
    public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { IntroUI.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// What a screen shows when it has nothing to show, like SwiftUI's `ContentUnavailableView`
/// (iOS 17): centred in all the room it is offered, a large symbol in the secondary colour
/// (48 points) over a bold title-2 title, 8 points apart; the description in the callout font
/// and the secondary colour 8 points under them; the actions 16 points further down.
///
/// Still frame: drawn as it is.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    @usableFromInline let label: Label
    @usableFromInline let description: Description
    @usableFromInline let actions: Actions

    /// A view with a label, a description and actions of your own.
    @inlinable
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.environmentChange(.custom { $0._containers.label = .unavailable })
                description.font(.callout).foregroundColor(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == IntroUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with an SF Symbol and an optional description.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(label: { IntroUI.Label(title, systemImage: systemImage) }, description: { description })
    }

    /// A title with an image from the assets and an optional description.
    public init(_ title: String, image: String, description: Text? = nil) {
        self.init(label: { IntroUI.Label(title, image: image) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == EmptyView
{
    /// The standard view of a search without results: "No Results", the magnifying glass and
    /// "Check the spelling or try a new search."
    public static var search: Self { search(text: "") }

    /// The standard view of a search for `text` without results ("No Results for “text”").
    public static func search(text: String) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() })
    }
}

/// The parts of ``ContentUnavailableView/search``.
public enum SearchUnavailableContent {
    /// "No Results" (for the text searched) with the magnifying glass.
    public struct Label: View {
        let text: String

        /// The title and symbol.
        public var body: some View {
            IntroUI.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        /// The text.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
}
