import Foundation
import IntroUI
import Testing

/// Layout fixtures in Yoga's style: each file in `LayoutFixtures/` is a small view tree
/// (JSON, read by ``FixtureView``), the canvas and direction it is laid out in, and the
/// frames SwiftUI gives its named views, worked out from SwiftUI's layout rules (the `why`
/// of each file says how; `unsure` says where SwiftUI's answer is not certain;
/// `knownIssue` says where IntroKit still differs, and the test then expects the
/// difference, so it fails once it is fixed). Text is
/// measured by ``FixedWidthMeasurer``: 10 points a character, 20 a line.
///
/// `LayoutFixtures/SwiftUI/` holds fixtures whose expected frames come from a public
/// description of what SwiftUI does (Apple's documentation, reference write-ups, the
/// OpenSwiftUI reimplementation): each must name it in `source`. A fixture may give the
/// canvas a safe area (`safeArea`: top, leading, bottom, trailing). A view or modifier
/// IntroUI does not have yet makes the fixture throw ``LayoutFixture/Unsupported``, which
/// its `knownIssue` then names. A text may set `font` (a system font of that size), and a
/// fixture `fontLineHeight` (lines as tall as iOS sets the font: size 20, line 23.8671875 and
/// ascent 19.04296875; size 40, 47.734375 and 38.0859375) where text baselines matter.
@Suite("Layout fixtures")
struct LayoutFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LayoutFixtures")

    static let names: [String] = jsonFiles(in: "") + jsonFiles(in: swiftUIFolder)

    /// The fixtures with a public source for every expected frame.
    static let swiftUIFolder = "SwiftUI"

    private static func jsonFiles(in subfolder: String) -> [String] {
        let url = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { subfolder.isEmpty ? $0 : "\(subfolder)/\($0)" }.sorted()
    }

    @Test func everyFixtureIsFound() {
        #expect(Self.names.count >= 10)
        #expect(Self.names.filter { $0.hasPrefix(Self.swiftUIFolder + "/") }.count >= 25)
    }

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let file = try LayoutFixture.File(contentsOf: Self.folder.appendingPathComponent(name))
        if name.hasPrefix(Self.swiftUIFolder + "/") {
            #expect(file.source?.isEmpty == false, "\(name) names the source of its expected frames")
        }
        if let knownIssue = file.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) { try check(LayoutFixture(file), name) }
        } else {
            check(try LayoutFixture(file), name)
        }
    }

    private func check(_ fixture: LayoutFixture, _ name: String) {
        var environment = EnvironmentValues()
        environment.layoutDirection = fixture.direction
        let result = LayoutEngine(measurer: FixedWidthMeasurer(usesFontLineHeight: fixture.usesFontLineHeight)).layout(
            fixture.view, canvas: Canvas(size: fixture.canvas, safeArea: fixture.safeArea), environment: environment,
            safeArea: .respected)
        for (id, expected) in fixture.frames.sorted(by: { $0.key < $1.key }) {
            #expect(result.frame(id) == expected, "\(name): \(id)")
        }
        let scrolls = result.scrollViews.map { FixtureScroll(id: $0.id, content: $0.contentHeight, viewport: $0.viewportHeight) }
        if let expected = fixture.scrollViews { #expect(scrolls == expected, "\(name): scroll views") }
    }
}

/// A scroll view's report as a fixture writes it.
struct FixtureScroll: Equatable {
    var id: String?
    var content: Double
    var viewport: Double
}

/// One fixture, its view built.
struct LayoutFixture {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// A view or modifier IntroUI does not have yet.
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    /// A fixture file as read, before its view is built (building may throw ``Unsupported``).
    struct File {
        var object: [String: Any]
        var knownIssue: String? { object["knownIssue"] as? String }
        var source: String? { object["source"] as? String }

        init(contentsOf url: URL) throws {
            guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
                throw Invalid(description: "\(url.lastPathComponent): not a JSON object")
            }
            self.object = object
        }
    }

    var canvas: Size
    var safeArea: EdgeInsets
    var direction: LayoutDirection
    var view: AnyView
    var frames: [String: Rect]
    var scrollViews: [FixtureScroll]?
    /// Whether lines are as tall as iOS sets the text's font (`"fontLineHeight": true`), so
    /// that text baselines (the font's ascent) sit inside their lines.
    var usesFontLineHeight: Bool

    init(_ file: File) throws {
        let object = file.object
        guard let canvas = object["canvas"] as? [Double], canvas.count == 2,
            let view = object["view"] as? [String: Any], let frames = object["frames"] as? [String: [Double]]
        else { throw Invalid(description: "a fixture needs canvas [w, h], view and frames") }
        self.canvas = Size(width: canvas[0], height: canvas[1])
        let insets = object["safeArea"] as? [Double] ?? [0, 0, 0, 0]
        guard insets.count == 4 else { throw Invalid(description: "safeArea is [top, leading, bottom, trailing]") }
        safeArea = EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
        direction = object["direction"] as? String == "rtl" ? .rightToLeft : .leftToRight
        usesFontLineHeight = object["fontLineHeight"] as? Bool ?? false
        self.view = try FixtureView.make(view)
        self.frames = try frames.mapValues { values in
            guard values.count == 4 else { throw Invalid(description: "a frame is [x, y, width, height]") }
            return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        scrollViews = (object["scrollViews"] as? [[String: Any]])?.map { scroll in
            FixtureScroll(
                id: scroll["id"] as? String, content: scroll["content"] as? Double ?? -1,
                viewport: scroll["viewport"] as? Double ?? -1)
        }
    }
}

/// Builds views from a fixture's JSON: `{"type": "hstack", "spacing": 0, "children": […],
/// "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"id": "a"}]}`.
enum FixtureView {
    static func make(_ node: [String: Any]) throws -> AnyView {
        var view = try base(node)
        for modifier in node["modifiers"] as? [[String: Any]] ?? [] {
            view = try apply(modifier, to: view)
        }
        return view
    }

    private static func children(_ node: [String: Any]) throws -> [AnyView] {
        try (node["children"] as? [[String: Any]] ?? []).map(make)
    }

    private static func base(_ node: [String: Any]) throws -> AnyView {
        let spacing = (node["spacing"] as? Double).map { CGFloat($0) }
        switch node["type"] as? String {
        case "text":
            let text = Text(node["text"] as? String ?? "")
            return (node["font"] as? Double).map { AnyView(text.font(.system(size: CGFloat($0)))) } ?? AnyView(text)
        case "color": return AnyView(Color.red)
        case "spacer": return AnyView(Spacer(minLength: (node["minLength"] as? Double).map { CGFloat($0) }))
        case "empty": return AnyView(EmptyView())
        case "vstack":
            let views = try children(node)
            let alignment = horizontal(node["alignment"])
            return AnyView(VStack(alignment: alignment, spacing: spacing) { ForEach(views.indices, id: \.self) { views[$0] } })
        case "hstack":
            let views = try children(node)
            let alignment = vertical(node["alignment"])
            return AnyView(HStack(alignment: alignment, spacing: spacing) { ForEach(views.indices, id: \.self) { views[$0] } })
        case "zstack":
            let views = try children(node)
            return AnyView(ZStack(alignment: alignment(node["alignment"])) { ForEach(views.indices, id: \.self) { views[$0] } })
        case "scroll":
            let views = try children(node)
            return AnyView(ScrollView { ForEach(views.indices, id: \.self) { views[$0] } })
        case "geometryReader":
            let views = try children(node)
            return AnyView(GeometryReader { _ in ForEach(views.indices, id: \.self) { views[$0] } })
        case "divider": return AnyView(Divider())
        case "grid":
            let views = try children(node)
            let horizontalSpacing = (node["horizontalSpacing"] as? Double).map { CGFloat($0) }
            return AnyView(
                Grid(alignment: alignment(node["alignment"]), horizontalSpacing: horizontalSpacing, verticalSpacing: spacing) {
                    ForEach(views.indices, id: \.self) { views[$0] }
                })
        case "gridRow":
            let views = try children(node)
            let rowAlignment = node["alignment"] == nil ? nil : vertical(node["alignment"])
            return AnyView(GridRow(alignment: rowAlignment) { ForEach(views.indices, id: \.self) { views[$0] } })
        case "viewThatFits":
            let views = try children(node)
            return AnyView(ViewThatFits { ForEach(views.indices, id: \.self) { views[$0] } })
        case let other: throw LayoutFixture.Invalid(description: "unknown view type \(other ?? "nil")")
        }
    }

    private static func apply(_ modifier: [String: Any], to view: AnyView) throws -> AnyView {
        guard let (name, value) = modifier.first, modifier.count == 1 else {
            throw LayoutFixture.Invalid(description: "a modifier is one key: \(modifier)")
        }
        switch name {
        case "id": return AnyView(view.id(value as? String ?? ""))
        case "padding":
            if let insets = value as? [Double], insets.count == 4 {
                return AnyView(view.padding(EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])))
            }
            if let length = value as? Double { return AnyView(view.padding(length)) }
            switch value as? String {
            case "default": return AnyView(view.padding())
            case "horizontal": return AnyView(view.padding(.horizontal))
            case "vertical": return AnyView(view.padding(.vertical))
            default: throw LayoutFixture.Invalid(description: "padding is a length, [t, l, b, r], default, horizontal or vertical")
            }
        case "aspectRatio":
            let spec = value as? [String: Any] ?? [:]
            return AnyView(view.aspectRatio((spec["ratio"] as? Double).map { CGFloat($0) }, contentMode: spec["mode"] as? String == "fill" ? .fill : .fit))
        case "ignoresSafeArea":
            return value as? String == "top" ? AnyView(view.ignoresSafeArea(edges: .top)) : AnyView(view.ignoresSafeArea())
        case "offset", "position":
            guard let point = value as? [Double], point.count == 2 else { throw LayoutFixture.Invalid(description: "\(name) is [x, y]") }
            return name == "offset" ? AnyView(view.offset(x: point[0], y: point[1])) : AnyView(view.position(x: point[0], y: point[1]))
        case "safeAreaInset":
            let spec = value as? [String: Any] ?? [:]
            let inset = try make(spec["view"] as? [String: Any] ?? [:])
            let spacing = (spec["spacing"] as? Double).map { CGFloat($0) }
            return spec["edge"] as? String == "top"
                ? AnyView(view.safeAreaInset(edge: .top, spacing: spacing) { inset })
                : AnyView(view.safeAreaInset(edge: .bottom, spacing: spacing) { inset })
        case "frame":
            let spec = value as? [String: Any] ?? [:]
            func number(_ key: String) -> CGFloat? {
                spec[key] as? String == "infinity" ? .infinity : (spec[key] as? Double).map { CGFloat($0) }
            }
            let alignment = alignment(spec["alignment"])
            if spec.keys.contains(where: { $0.hasPrefix("min") || $0.hasPrefix("max") || $0.hasPrefix("ideal") }) {
                return AnyView(
                    view.frame(
                        minWidth: number("minWidth"), idealWidth: number("idealWidth"), maxWidth: number("maxWidth"),
                        minHeight: number("minHeight"), idealHeight: number("idealHeight"), maxHeight: number("maxHeight"),
                        alignment: alignment))
            }
            return AnyView(view.frame(width: number("width"), height: number("height"), alignment: alignment))
        case "fixedSize":
            let axes = value as? [Bool] ?? [true, true]
            return AnyView(view.fixedSize(horizontal: axes.first ?? true, vertical: axes.last ?? true))
        case "layoutPriority": return AnyView(view.layoutPriority(value as? Double ?? 0))
        case "overlay", "background":
            let spec = value as? [String: Any] ?? [:]
            let decoration = try make(spec["view"] as? [String: Any] ?? [:])
            let alignment = alignment(spec["alignment"])
            return name == "overlay"
                ? AnyView(view.overlay(decoration, alignment: alignment))
                : AnyView(view.background(decoration, alignment: alignment))
        case "lineLimit": return AnyView(view.lineLimit(value as? Int))
        case "gridCellColumns": return AnyView(view.gridCellColumns(value as? Int ?? 1))
        case "gridCellUnsizedAxes":
            let names = value as? [String] ?? []
            let axes: Axis.Set = [names.contains("horizontal") ? .horizontal : [], names.contains("vertical") ? .vertical : []]
            return AnyView(view.gridCellUnsizedAxes(axes))
        case "gridCellAnchor":
            guard let point = value as? [Double], point.count == 2 else { throw LayoutFixture.Invalid(description: "gridCellAnchor is [x, y]") }
            return AnyView(view.gridCellAnchor(UnitPoint(x: point[0], y: point[1])))
        case "gridColumnAlignment": return AnyView(view.gridColumnAlignment(horizontal(value)))
        default: throw LayoutFixture.Invalid(description: "unknown modifier \(name)")
        }
    }

    private static func horizontal(_ value: Any?) -> HorizontalAlignment {
        switch value as? String {
        case "leading": .leading
        case "trailing": .trailing
        default: .center
        }
    }

    private static func vertical(_ value: Any?) -> VerticalAlignment {
        switch value as? String {
        case "top": .top
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: .center
        }
    }

    private static func alignment(_ value: Any?) -> Alignment {
        let names: [String: Alignment] = [
            "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
            "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
            "leadingFirstTextBaseline": .leadingFirstTextBaseline, "centerFirstTextBaseline": .centerFirstTextBaseline,
            "trailingFirstTextBaseline": .trailingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
            "centerLastTextBaseline": .centerLastTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
        ]
        return names[value as? String ?? ""] ?? .center
    }
}
