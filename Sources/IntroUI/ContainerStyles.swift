import Foundation

/// The environment values of IntroUI's containers and controls: the styles set with
/// `tabViewStyle`, `listStyle`, `progressViewStyle`, `labelStyle`, `toggleStyle` and
/// `labelsHidden`. One stored value of ``EnvironmentValues``.
public struct _ContainerEnvironment: Hashable, Sendable {
    var tabView: TabViewStyleKind = .automatic
    var indexBackground: PageIndexViewStyle.BackgroundDisplayMode = .automatic
    var list: ListStyleKind = .automatic
    var progress: ProgressStyleKind = .automatic
    var label: LabelStyleKind = .automatic
    var toggle: ToggleStyleKind = .automatic
    var picker: PickerStyleKind = .automatic
    var labelsHidden = false

    /// The default styles.
    public init() {}
}

/// How a ``TabView`` is drawn.
enum TabViewStyleKind: Hashable, Sendable {
    case automatic
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// How a ``List`` is drawn.
enum ListStyleKind: Hashable, Sendable {
    case automatic, insetGrouped, grouped, plain, inset, sidebar
}

/// How a ``ProgressView`` is drawn.
enum ProgressStyleKind: Hashable, Sendable {
    case automatic, linear, circular
}

/// What a ``Label`` shows.
enum LabelStyleKind: Hashable, Sendable {
    case automatic, titleOnly, iconOnly, titleAndIcon
    /// The icon above the title, as a tab bar item.
    case tabItem
    /// A large secondary icon above a bold title, as a ``ContentUnavailableView`` shows it.
    case unavailable
    /// A style of the app's own (`makeBody(configuration:)`).
    case custom(CustomLabelStyle)
}

/// How a ``Toggle`` is drawn.
enum ToggleStyleKind: Hashable, Sendable {
    case automatic, button
}

// MARK: Tab views

/// A style for ``TabView``: ``DefaultTabViewStyle`` (a tab bar) or ``PageTabViewStyle``
/// (pages with dots).
public protocol TabViewStyle {
    /// What the style draws (IntroUI's own value; styles are IntroUI's built-in ones).
    var _tabViewKind: _StyleToken { get }
}

/// A built-in style's value, set on a ``_ContainerEnvironment`` by the style modifiers.
public struct _StyleToken: Sendable {
    @usableFromInline
    init(apply: @escaping @Sendable (inout _ContainerEnvironment) -> Void) {
        self.apply = apply
    }

    @usableFromInline let apply: @Sendable (inout _ContainerEnvironment) -> Void
}

/// A tab bar along the bottom, like SwiftUI's default tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// Draws a tab bar.
    public var _tabViewKind: _StyleToken { _StyleToken { $0.tabView = .automatic } }
}

/// Pages side by side, one shown, with page dots, like SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// When there is more than one page.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// A paging style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Draws pages and dots.
    public var _tabViewKind: _StyleToken {
        let mode = indexDisplayMode
        return _StyleToken { $0.tabView = .page(mode) }
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// A style for the page dots of a paging ``TabView`` (`indexViewStyle`).
public protocol IndexViewStyle {
    /// What the style draws.
    var _indexKind: _StyleToken { get }
}

/// Page dots, optionally on a rounded translucent backdrop, like SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a backdrop.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// Never (as `.automatic` on iOS).
        case automatic
        /// Only while interacting: never in a still frame.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// A style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// Sets the dots' backdrop.
    public var _indexKind: _StyleToken {
        let mode = backgroundDisplayMode
        return _StyleToken { $0.indexBackground = mode }
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with a backdrop as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

// MARK: Lists

/// A style for ``List``: iOS's inset grouped (the default), grouped, plain, inset or sidebar.
public protocol ListStyle {
    /// What the style draws.
    var _listKind: _StyleToken { get }
}

/// Declares one built-in list style.
private func listToken(_ kind: ListStyleKind) -> _StyleToken { _StyleToken { $0.list = kind } }

/// The platform's default list style: inset grouped.
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var _listKind: _StyleToken { listToken(.automatic) }
}

/// Sections as rounded cards inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var _listKind: _StyleToken { listToken(.insetGrouped) }
}

/// Sections edge to edge on a grouped background.
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Grouped.
    public var _listKind: _StyleToken { listToken(.grouped) }
}

/// Rows edge to edge on the plain background.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var _listKind: _StyleToken { listToken(.plain) }
}

/// Rows inset from the edges on the plain background.
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset.
    public var _listKind: _StyleToken { listToken(.inset) }
}

/// A sidebar: drawn as inset grouped on iPhone.
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Sidebar.
    public var _listKind: _StyleToken { listToken(.sidebar) }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Inset grouped.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Grouped.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Plain.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Inset.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// Sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: Progress, labels, toggles

/// A style for ``ProgressView``: linear (a bar) or circular (a spinner).
public protocol ProgressViewStyle {
    /// What the style draws.
    var _progressKind: _StyleToken { get }
}

/// A bar filled to the fraction done.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// A bar.
    public var _progressKind: _StyleToken { _StyleToken { $0.progress = .linear } }
}

/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// A spinner.
    public var _progressKind: _StyleToken { _StyleToken { $0.progress = .circular } }
}

/// The default: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// By value.
    public var _progressKind: _StyleToken { _StyleToken { $0.progress = .automatic } }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// By value.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// What a ``LabelStyle`` draws a label from, like SwiftUI's `LabelStyleConfiguration`: the
/// label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, PrimitiveView {
        let content: AnyView

        /// Lowers the title where the style puts it.
        public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
            AnyView._lower(view.content, into: &tree)
        }
    }

    /// The label's icon, as a view.
    public struct Icon: View, PrimitiveView {
        let content: AnyView

        /// Lowers the icon where the style puts it.
        public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
            AnyView._lower(view.content, into: &tree)
        }
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon

    init<TitleView: View, IconView: View>(title: TitleView, icon: IconView) {
        self.title = Title(content: AnyView(title))
        self.icon = Icon(content: AnyView(icon))
    }
}

/// A style for ``Label``, like SwiftUI's `LabelStyle`: `makeBody` draws a label from its
/// title and icon (`.titleAndIcon`, `.titleOnly`, `.iconOnly` are the built-in ones).
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// What a label is drawn from.
    typealias Configuration = LabelStyleConfiguration
    /// Draws a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style shows (IntroUI's own value: a custom style draws its ``makeBody(configuration:)``).
    var _labelKind: _StyleToken { get }
}

extension LabelStyle {
    /// A style of the app's own: labels inside draw its body.
    public var _labelKind: _StyleToken {
        let style = CustomLabelStyle { configuration in AnyView(self.makeBody(configuration: configuration)) }
        return _StyleToken { $0.label = .custom(style) }
    }
}

/// A label style of the app's own, kept in the environment (equal only to itself).
final class CustomLabelStyle: Hashable, @unchecked Sendable {
    let body: (LabelStyleConfiguration) -> AnyView

    init(body: @escaping (LabelStyleConfiguration) -> AnyView) {
        self.body = body
    }

    static func == (lhs: CustomLabelStyle, rhs: CustomLabelStyle) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Declares one built-in label style.
private func labelToken(_ kind: LabelStyleKind) -> _StyleToken { _StyleToken { $0.label = kind } }

/// The icon and the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon, 8 points, then the title (VoiceOver reads the title: the icon only decorates it).
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon.accessibilityHidden(true)
            configuration.title
        }
    }
    /// Both.
    public var _labelKind: _StyleToken { labelToken(.titleAndIcon) }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
    /// The title.
    public var _labelKind: _StyleToken { labelToken(.titleOnly) }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
    /// The icon.
    public var _labelKind: _StyleToken { labelToken(.iconOnly) }
}

/// The default: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// As ``TitleAndIconLabelStyle``.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
    /// Both.
    public var _labelKind: _StyleToken { labelToken(.automatic) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A style for ``Toggle``: a switch (the default) or a button.
public protocol ToggleStyle {
    /// What the style draws.
    var _toggleKind: _StyleToken { get }
}

/// A switch at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// A switch.
    public var _toggleKind: _StyleToken { _StyleToken { $0.toggle = .automatic } }
}

/// The label as a button, tinted while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// A button.
    public var _toggleKind: _StyleToken { _StyleToken { $0.toggle = .button } }
}

/// The default: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// A switch.
    public var _toggleKind: _StyleToken { _StyleToken { $0.toggle = .automatic } }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
    /// How ``TabView``s inside are drawn (`.page`, `.page(indexDisplayMode:)`, `.automatic`).
    /// Still frame: with `.page`, the selected page with its dots at the bottom, white in
    /// either colour scheme as UIPageControl's default tints are: the current dot opaque, the
    /// others translucent (50 %: Apple documents "a translucent white" without its alpha), so
    /// on a light page they barely show, as on iOS.
    @inlinable
    public consuming func tabViewStyle(_ style: some TabViewStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._tabViewKind)
    }

    /// How the page dots of paging ``TabView``s inside are drawn.
    @inlinable
    public consuming func indexViewStyle(_ style: some IndexViewStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._indexKind)
    }

    /// How ``List``s inside are drawn.
    @inlinable
    public consuming func listStyle(_ style: some ListStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._listKind)
    }

    /// How ``ProgressView``s inside are drawn.
    @inlinable
    public consuming func progressViewStyle(_ style: some ProgressViewStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._progressKind)
    }

    /// What ``Label``s inside show.
    @inlinable
    public consuming func labelStyle(_ style: some LabelStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._labelKind)
    }

    /// How ``Toggle``s inside are drawn.
    @inlinable
    public consuming func toggleStyle(_ style: some ToggleStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._toggleKind)
    }

    /// Hides the labels of controls inside (a ``Toggle`` shows only its switch).
    @inlinable
    public consuming func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(_StyleToken.hidingLabels)
    }

    @inlinable
    consuming func containerStyle(_ token: _StyleToken) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { token.apply(&$0._containers) })
    }
}

extension _StyleToken {
    /// Hides control labels.
    @usableFromInline
    static let hidingLabels = _StyleToken { $0.labelsHidden = true }
}
