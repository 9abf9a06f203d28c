import Foundation

// Input controls and their modifiers as iOS draws them at rest: `DatePicker` (compact),
// `TextEditor`, `Gauge`, `textFieldStyle`, and the keyboard modifiers, which draw nothing.

/// Which parts of a date a ``DatePicker`` shows, like SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A control that picks a date, like SwiftUI's `DatePicker` in its compact style (iOS's
/// default): the label at the leading edge, then at the trailing edge the date ("Jan 1,
/// 2000") and the time ("9:41 AM"), each in 17-point text on a grey rounded rectangle
/// (6-point corners, 11 points of room at the sides and 7 above and below), 6 points apart;
/// the fields keep their size, the label wraps.
///
/// Still frame: the binding's date in the render's locale and time zone; nothing opens.
/// `.datePickerStyle(.graphical)` and `.wheel` are drawn compact.
public struct DatePicker<Label: View>: View {
    @usableFromInline let date: Date
    @usableFromInline let components: DatePickerComponents
    @usableFromInline let label: Label

    /// A date picker with a label view.
    @inlinable
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A date picker of dates within a range, with a label view.
    @inlinable
    public init<Bounds: RangeExpression<Date>>(
        selection: Binding<Date>, in range: Bounds, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The label, a spacer and the date's parts.
    public var body: some View {
        EnvironmentReader { environment in
            HStack(spacing: 6) {
                if !environment._containers.labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                if components.contains(.date) { DatePickerField(text: Self.string(date, date: .medium, time: .none, environment)) }
                if components.contains(.hourAndMinute) {
                    DatePickerField(text: Self.string(date, date: .none, time: .short, environment))
                }
            }
        }
    }

    static func string(_ date: Date, date dateStyle: DateFormatter.Style, time: DateFormatter.Style, _ environment: EnvironmentValues)
        -> String
    {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.dateStyle = dateStyle
        formatter.timeStyle = time
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a text label.
    @inlinable
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of dates within a range, with a text label.
    @inlinable
    public init<Bounds: RangeExpression<Date>>(
        _ title: String, selection: Binding<Date>, in range: Bounds, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// One part of a compact date picker: its text on the grey field.
struct DatePickerField: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.body)
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(PickerMetrics.track))
    }
}

/// A style for ``DatePicker``; every style is drawn compact.
public protocol DatePickerStyle {}

/// The compact style: the date and time on grey fields.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The calendar style (drawn compact).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The wheels style (drawn compact).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The default style: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Compact.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn compact).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (drawn compact).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default (compact).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// Editable text of several lines, like SwiftUI's `TextEditor`: it takes all the room it is
/// offered and shows the text from its top-leading corner, 5 points in from the sides and 8
/// from the top (UITextView's insets), in the body font, on the system background (none after
/// `scrollContentBackground(.hidden)`).
///
/// Still frame: the binding's text; no keyboard, no cursor; scrolled to the top.
public struct TextEditor: View {
    @usableFromInline let text: String

    /// An editor of `text`.
    @inlinable
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    /// The text in the editor's frame.
    public var body: some View {
        EnvironmentReader { environment in
            Text(verbatim: text)
                .padding(.horizontal, 5)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background(environment.scrollContentBackground == .hidden ? Color.clear : Color.background)
                .clipped()
        }
    }
}

// MARK: Text fields

/// How text fields are drawn.
enum TextFieldStyleKind: Hashable, Sendable {
    case automatic, roundedBorder
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
}

/// A style for ``TextField`` and ``SecureField``, like SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {
    /// What the style draws.
    var _textFieldKind: _TextFieldStyleToken { get }
}

/// A built-in text field style's value.
public struct _TextFieldStyleToken: Sendable {
    let kind: TextFieldStyleKind
}

/// The text alone, as iOS's default and plain styles draw a field.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var _textFieldKind: _TextFieldStyleToken { _TextFieldStyleToken(kind: .automatic) }
}

/// The default style: plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var _textFieldKind: _TextFieldStyleToken { _TextFieldStyleToken(kind: .automatic) }
}

/// A rounded border, as UIKit's `.roundedRect` border style: the field at least 34 points
/// tall on the system background, its text 7 points in from the sides, inside a hairline
/// border with 5-point corners.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// A rounded border.
    public var _textFieldKind: _TextFieldStyleToken { _TextFieldStyleToken(kind: .roundedBorder) }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A text field's frame in the style in effect: the whole width offered, the text leading.
struct TextFieldFrame<Content: View>: View {
    let content: Content

    /// The border of `.roundedBorder`: iOS's `opaqueSeparator`-like grey.
    static var border: Color { Color(light: RGBA(rgb: 0xC6C6C8), dark: RGBA(rgb: 0x38383A)) }

    var body: some View {
        EnvironmentReader { environment in
            if environment[TextFieldStyleKey.self] == .roundedBorder {
                content
                    .frame(maxWidth: .infinity, minHeight: 34, alignment: .leading)
                    .padding(.horizontal, 7)
                    .background(RoundedRectangle(cornerRadius: 5).fill(Color.background))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Self.border, lineWidth: 0.5))
            } else {
                content.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

/// How the Return key is labelled, like SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How typed text is capitalized, like SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// How a scroll view dismisses the keyboard, like SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the drag moves down past it.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// How ``TextField``s and ``SecureField``s inside are drawn.
    ///
    /// Still frame: `.roundedBorder` draws the border; the other styles the text alone.
    public consuming func textFieldStyle(_ style: some TextFieldStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._textFieldKind.kind
        return environmentChange(.custom { $0[TextFieldStyleKey.self] = kind })
    }

    /// How typed text is capitalized.
    ///
    /// Still frame: nothing is typed, so nothing is drawn differently.
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// Whether typed text is autocorrected.
    ///
    /// Still frame: nothing is typed, so nothing is drawn differently.
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// The Return key's label.
    ///
    /// Still frame: no keyboard is shown, so nothing is drawn differently.
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }

    /// What Return does in a field inside.
    ///
    /// Still frame: never runs: nothing is typed.
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }

    /// How scrolling dismisses the keyboard.
    ///
    /// Still frame: no keyboard is shown, so nothing is drawn differently.
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
}

/// What submits a field, like SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission.
    public static let search = SubmitTriggers(rawValue: 2)
}

// MARK: Gauge

/// How a ``Gauge`` is drawn.
enum GaugeStyleKind: Hashable, Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = GaugeStyleKind.linearCapacity
}

/// A value within a range, like SwiftUI's `Gauge`. In the default style (`linearCapacity`) the
/// label and the current value's label (secondary) on one line, under them a 4-point capsule
/// filled in the tint from the leading edge to the value, and under it the minimum and
/// maximum labels at its two ends (caption, secondary). The accessory styles: `accessoryLinear`
/// a track with a dot at the value; `accessoryCircularCapacity` a 56-point ring (6 points
/// wide) filled clockwise from the top, the current value's label (or the label) at its
/// centre; `accessoryCircular` an open ring with a dot at the value.
///
/// Still frame: drawn at its value.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    @usableFromInline let fraction: Double
    @usableFromInline let label: Label
    @usableFromInline let currentValueLabel: CurrentValueLabel?
    @usableFromInline let minimumValueLabel: BoundsLabel?
    @usableFromInline let maximumValueLabel: BoundsLabel?

    @usableFromInline
    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// The gauge in the style in effect.
    public var body: some View {
        EnvironmentReader { environment in
            let tint = environment.accentColor
            switch environment[GaugeStyleKey.self] {
            case .accessoryCircularCapacity:
                ZStack {
                    Circle().stroke(tint.opacity(0.3), lineWidth: 6)
                    Circle().trim(from: 0, to: fraction).stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    centre.font(.system(size: 15, weight: .medium))
                }
                .padding(3)
                .frame(width: 56, height: 56)
            case .accessoryCircular:
                ZStack {
                    Circle().trim(from: 0, to: 0.75).stroke(tint.opacity(0.5), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(135))
                    Circle().fill(Color.white).frame(width: 6, height: 6)
                        .offset(y: -25)
                        .rotationEffect(.degrees(-135 + 270 * fraction))
                    centre.font(.system(size: 15, weight: .medium))
                }
                .padding(3)
                .frame(width: 56, height: 56)
            case .accessoryLinear:
                bar(tint: tint, filled: false)
            case .linearCapacity, .accessoryLinearCapacity:
                bar(tint: tint, filled: true)
            }
        }
    }

    /// What the circular styles show at their centre: the current value's label, else the label.
    @ViewBuilder var centre: some View {
        if let currentValueLabel { currentValueLabel } else { label }
    }

    private func bar(tint: Color, filled: Bool) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer(minLength: 0)
                currentValueLabel.foregroundColor(.secondary)
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(ProgressBar.track)
                    if filled {
                        Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                    } else {
                        Circle().fill(tint).frame(width: 8, height: 8).offset(x: (proxy.size.width - 8) * fraction)
                    }
                }
            }
            .frame(height: filled ? 4 : 8)
            if minimumValueLabel != nil || maximumValueLabel != nil {
                HStack {
                    minimumValueLabel
                    Spacer(minLength: 0)
                    maximumValueLabel
                }
                .font(.caption)
                .foregroundColor(.secondary)
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label.
    @inlinable
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and the current value's label.
    @inlinable
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, the current value's label and the bounds' labels.
    @inlinable
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }
}

/// A style for ``Gauge``, like SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {
    /// What the style draws.
    var _gaugeKind: _GaugeStyleToken { get }
}

/// A built-in gauge style's value.
public struct _GaugeStyleToken: Sendable {
    let kind: GaugeStyleKind
}

/// A built-in gauge style (`.linearCapacity`, `.accessoryCircular` …).
public struct BuiltInGaugeStyle: GaugeStyle {
    let kind: GaugeStyleKind
    /// The style's value.
    public var _gaugeKind: _GaugeStyleToken { _GaugeStyleToken(kind: kind) }
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
    /// The default: linear capacity.
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .linearCapacity) }
    /// A bar filled to the value.
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .linearCapacity) }
    /// A track with a dot at the value.
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .accessoryLinear) }
    /// A bar filled to the value.
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .accessoryLinearCapacity) }
    /// An open ring with a dot at the value.
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .accessoryCircular) }
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .accessoryCircularCapacity) }
}

extension View {
    /// How ``Gauge``s inside are drawn.
    public consuming func gaugeStyle(_ style: some GaugeStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._gaugeKind.kind
        return environmentChange(.custom { $0[GaugeStyleKey.self] = kind })
    }

    /// How ``DatePicker``s inside are drawn.
    ///
    /// Still frame: every style is drawn compact.
    public consuming func datePickerStyle(_ style: some DatePickerStyle) -> Self { self }
}

// MARK: Scroll content background

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether lists and text editors inside draw their own background (`scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Whether a ``List``, ``Form`` or ``TextEditor`` inside draws its background: `.hidden`
    /// shows what is behind it (a list's rows keep their cards).
    ///
    /// Still frame: drawn as it is.
    public consuming func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.scrollContentBackground = visibility })
    }
}
