import Foundation

/// A view a true `sheet`, `fullScreenCover` or `popover` presents, found while the tree is
/// lowered; the layout draws it over the whole window (``_ViewLowering/lowered(_:environment:canvas:)``).
@usableFromInline
struct PresentedView {
    /// How it covers the window.
    @usableFromInline
    enum Kind {
        /// A page sheet (a form sheet on an iPad window of regular width).
        case sheet
        /// The whole window.
        case fullScreenCover
    }

    let kind: Kind
    /// The presented view, in the environment of the view that presents it.
    let content: AnyView
}

/// What the presented view says about its sheet (`presentationDetents`,
/// `presentationDragIndicator`), recorded while it is lowered.
@usableFromInline
struct PresentationPreferences: Hashable {
    @usableFromInline var detents: Set<PresentationDetent>?
    @usableFromInline var dragIndicator: Visibility?

    @usableFromInline init() {}
}

/// A height a sheet rests at, like SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable {
        case large, medium, fraction(Double), height(Double)
    }

    let kind: Kind

    /// The full page sheet.
    public static let large = PresentationDetent(kind: .large)
    /// Half the full sheet's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the full sheet's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A height in points, above the bottom safe area.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent, for a full sheet `large` points tall over a bottom
    /// safe area of `bottom` points.
    func height(large: Double, bottom: Double) -> Double {
        switch kind {
        case .large: large
        case .medium: (large / 2).rounded()
        case .fraction(let fraction): min(large, max(0, large * fraction))
        case .height(let height): min(large, max(0, height + bottom))
        }
    }
}

/// Whether something the system draws is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Records a presentation while its content is lowered.
public struct _PresentationModifier<Presented: View>: _LayoutModifier {
    @usableFromInline let kind: PresentedView.Kind
    @usableFromInline let presented: Presented?
    @usableFromInline let dismiss: () -> Void

    @usableFromInline
    init(kind: PresentedView.Kind, presented: Presented?, dismiss: @escaping () -> Void) {
        self.kind = kind
        self.presented = presented
        self.dismiss = dismiss
    }

    /// Records the presented view (when there is one), then lowers `content` in place.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        if let presented = modifier.presented { tree.present(modifier.kind, AnyView(presented), dismiss: modifier.dismiss) }
        Content._lower(content, into: &tree)
    }
}

/// Records what the presented view says about its sheet.
public struct _PresentationPreferenceModifier: _LayoutModifier {
    @usableFromInline let change: (inout PresentationPreferences) -> Void

    @usableFromInline
    init(_ change: @escaping (inout PresentationPreferences) -> Void) {
        self.change = change
    }

    /// Records the preference, then lowers `content` in place.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.updatePresentation(modifier.change)
        Content._lower(content, into: &tree)
    }
}

extension _ViewLowering {
    /// Keeps the first presentation of the pass, made in the environment in effect here with
    /// `dismiss` as its dismiss action; none while the presented window itself is lowered.
    @usableFromInline
    mutating func present(_ kind: PresentedView.Kind, _ content: AnyView, dismiss: @escaping () -> Void) {
        guard state.presentation == nil, !state.isPresentingWindow else { return }
        var environment = environment
        environment.isPresented = true
        environment.dismiss = DismissAction(dismiss)
        state.presentation = PresentedView(kind: kind, content: AnyView(content.environmentChange(.custom { $0 = environment })))
    }

    /// Changes what the presented view says about its sheet.
    @usableFromInline
    mutating func updatePresentation(_ change: (inout PresentationPreferences) -> Void) {
        if state.isPresentingWindow { change(&state.presentationPreferences) }
    }
}

/// The window with a presentation over its content, as iOS draws it.
struct PresentedWindow<Presenter: View>: View {
    let presenter: Presenter
    let presented: PresentedView
    let preferences: PresentationPreferences

    /// The window fills the canvas whether or not the root is placed in the safe area: it is
    /// the overlay of a clear view that takes what it is offered and grows to the screen's
    /// edges, so the window's own size never moves the root off the screen's origin.
    var body: some View {
        Color.clear
            .overlay(alignment: .topLeading) {
                EnvironmentReader { environment in
                    PresentationLayout(
                        presenter: presenter, presented: presented, preferences: preferences,
                        geometry: PageSheetGeometry(canvas: environment.canvas))
                }
            }
            .ignoresSafeArea()
    }
}

/// How a presentation covers a window: a full-screen cover the whole window; a sheet on an
/// iPhone in landscape the whole window too; on an iPad of regular width a 540 × 620 form sheet
/// centred over the dimmed presenter; else a page sheet, over the presenter pushed back into a
/// card (at ``PresentationDetent/large``) or dimmed in place (a smaller detent).
private struct PresentationLayout<Presenter: View>: View {
    let presenter: Presenter
    let presented: PresentedView
    let preferences: PresentationPreferences
    let geometry: PageSheetGeometry

    /// UIKit's form sheet.
    static var formSheetSize: Size { Size(width: 540, height: 620) }
    /// The narrowest iPad window of regular width.
    static var regularWidthMinimum: Double { 678 }

    private var window: Size { geometry.window }

    private var isFullWindow: Bool {
        presented.kind == .fullScreenCover || (geometry.idiom == .phone && window.width > window.height)
    }

    private var isFormSheet: Bool { geometry.idiom == .pad && window.width >= Self.regularWidthMinimum }

    /// The sheet's frame and whether the presenter is pushed back into a card.
    private var sheet: (frame: Rect, pushesBack: Bool) {
        if isFormSheet {
            let size = Self.formSheetSize
            return (Rect(x: (window.width - size.width) / 2, y: (window.height - size.height) / 2, width: size.width, height: size.height), false)
        }
        let full = geometry.pageSheetFrame
        let heights = (preferences.detents ?? [.large]).map { $0.height(large: full.height, bottom: geometry.safeArea.bottom) }
        let height = heights.min() ?? full.height
        if height >= full.height { return (full, true) }
        return (Rect(x: 0, y: window.height - height, width: window.width, height: height), false)
    }

    var body: some View {
        if isFullWindow {
            ZStack {
                PageSheetGeometry.background
                presented.content
            }
            .frame(width: window.width, height: window.height)
        } else {
            let (frame, pushesBack) = sheet
            ZStack(alignment: .topLeading) {
                if pushesBack {
                    Color.black
                    ZStack {
                        Color.background
                        presenter
                        PageSheetGeometry.presentingCardDimming
                    }
                    .clipShape(RoundedRectangle(cornerRadius: PageSheetGeometry.presentingCardCornerRadius, style: .continuous))
                    .padding(
                        EdgeInsets(
                            top: geometry.presentingCardTop, leading: PageSheetGeometry.presentingCardInset,
                            trailing: PageSheetGeometry.presentingCardInset))
                    .statusBarOverDarkBackdrop()
                } else {
                    Color.background
                    presenter.padding(geometry.safeArea)
                    PageSheetGeometry.dimming
                }
                SheetCard(content: presented.content, frame: frame, safeArea: isFormSheet ? .zero : geometry.pageSheetSafeArea,
                    corners: isFormSheet ? .all : .top, showsIndicator: preferences.dragIndicator == .visible)
                    .padding(EdgeInsets(top: frame.minY, leading: frame.minX))
            }
            .frame(width: window.width, height: window.height)
        }
    }
}

/// The sheet itself: the presented view centred in the card above the safe area, on the
/// elevated background, with the drag indicator when it is shown.
private struct SheetCard: View {
    let content: AnyView
    let frame: Rect
    let safeArea: EdgeInsets
    let corners: RectCorners
    let showsIndicator: Bool

    /// The drag indicator: a 36 × 5 point capsule, 5 points below the sheet's top.
    static var indicatorSize: Size { Size(width: 36, height: 5) }

    var body: some View {
        content
            .padding(safeArea)
            .frame(width: frame.width, height: frame.height)
            .overlay(indicator, alignment: .top)
            .background(
                RoundedRectangle(cornerRadius: PageSheetGeometry.cornerRadius, style: .continuous, corners: corners)
                    .fill(PageSheetGeometry.background))
            .clipShape(RoundedRectangle(cornerRadius: PageSheetGeometry.cornerRadius, style: .continuous, corners: corners))
    }

    @ViewBuilder private var indicator: some View {
        if showsIndicator {
            Capsule()
                .fill(Color(light: RGBA(rgb: 0x3C3C43, alpha: 0.3), dark: RGBA(rgb: 0xEBEBF5, alpha: 0.3)))
                .frame(width: Self.indicatorSize.width, height: Self.indicatorSize.height)
                .padding(.top, 5)
        }
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    ///
    /// Still frame: when true, the frame shows the sheet as iOS presents it over the whole
    /// window: on an iPhone in portrait a page sheet (the presenter pushed back into a dimmed
    /// card below the status bar, the sheet from 10 points below the card's top, rounded at
    /// the top; at a smaller `presentationDetents` height the presenter dimmed in place), on an
    /// iPad of regular width a 540 × 620 form sheet, on an iPhone in landscape the whole
    /// window. Inside, `dismiss` sets `isPresented` to false. `onDismiss` never runs.
    @inlinable
    public consuming func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(
            _PresentationModifier(
                kind: .sheet, presented: isPresented.wrappedValue ? content() : nil, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents a sheet for `item` while it is not nil.
    ///
    /// Still frame: as `sheet(isPresented:onDismiss:content:)`; `dismiss` sets `item` to nil.
    @inlinable
    public consuming func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .sheet, presented: item.wrappedValue.map(content), dismiss: { item.wrappedValue = nil }))
    }

    /// Presents `content` over the whole window while `isPresented` is true.
    ///
    /// Still frame: when true, the frame shows the presented view alone, filling the window;
    /// inside, `dismiss` sets `isPresented` to false.
    @inlinable
    public consuming func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(
            _PresentationModifier(
                kind: .fullScreenCover, presented: isPresented.wrappedValue ? content() : nil,
                dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents `content` for `item` over the whole window while it is not nil.
    ///
    /// Still frame: as `fullScreenCover(isPresented:onDismiss:content:)`.
    @inlinable
    public consuming func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(
            _PresentationModifier(kind: .fullScreenCover, presented: item.wrappedValue.map(content), dismiss: { item.wrappedValue = nil }))
    }

    /// Presents `content` in a popover while `isPresented` is true.
    ///
    /// Still frame: drawn as a sheet (what iOS does with a popover in a compact width; an
    /// iPad's arrowed bubble is not drawn).
    @inlinable
    public consuming func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        sheet(isPresented: isPresented, content: content)
    }

    /// The heights the sheet this view is presented in rests at.
    ///
    /// Still frame: the sheet is drawn at the smallest of them.
    @inlinable
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _PresentationPreferenceModifier> {
        modifier(_PresentationPreferenceModifier { $0.detents = detents })
    }

    /// Whether the sheet this view is presented in shows its drag indicator.
    ///
    /// Still frame: `.visible` draws the indicator (a 36 × 5 point capsule at the sheet's top).
    @inlinable
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _PresentationPreferenceModifier> {
        modifier(_PresentationPreferenceModifier { $0.dragIndicator = visibility })
    }

    /// How a popover or sheet inside is presented in a compact width.
    ///
    /// Still frame: a popover is drawn as a sheet whatever the adaptation (an arrowed bubble
    /// is not drawn).
    @inlinable
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }

    /// How a popover or sheet inside is presented in a compact width and a compact height.
    ///
    /// Still frame: as `presentationCompactAdaptation(_:)`.
    @inlinable
    public consuming func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> Self { self }

    /// Whether the user can swipe the sheet away.
    ///
    /// Still frame: nothing is drawn differently.
    @inlinable
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

/// How a presentation adapts to a size class, like SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    /// The system's choice for the presentation.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: presented as it is asked for.
    public static let none = PresentationAdaptation(name: "none")
    /// As a popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// As a sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// Over the whole screen.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
