import IntroSnapshotCore
import IntroUI
import WelcomeSheet

extension SnapshotTarget {
    /// The Welcome Sheet's numbers for the device and orientation.
    public var sheetMetrics: SheetMetrics { SheetMetrics(device: device, orientation: orientation) }
}

extension WelcomeSheetPage: SnapshotSubject {
    /// The page presented as a sheet on the target's device.
    public func layout(on target: SnapshotTarget, measurer: any TextMeasurer) -> LayoutResult {
        WelcomeSheetLayout.layout(
            page: self, metrics: target.sheetMetrics, colorScheme: target.colorScheme, locale: target.locale,
            measurer: measurer)
    }
}

/// One page of several — of a `WelcomeSheetDocument` for instance — for a snapshot:
/// `assertSnapshot(of: WelcomeSheetPages(document.pages, page: 1), as: .text(device: iPhone))`.
public struct WelcomeSheetPages: SnapshotSubject, Sendable {
    /// The pages.
    public var pages: [WelcomeSheetPage]
    /// The page shown, from 0.
    public var index: Int

    /// Page `index` (from 0) of `pages`; an index out of range fails the assertion.
    public init(_ pages: [WelcomeSheetPage], page index: Int) {
        self.pages = pages
        self.index = index
    }

    /// The page presented as a sheet on the target's device.
    public func layout(on target: SnapshotTarget, measurer: any TextMeasurer) throws(PageOutOfRange) -> LayoutResult {
        guard pages.indices.contains(index) else { throw PageOutOfRange(index: index, count: pages.count) }
        return pages[index].layout(on: target, measurer: measurer)
    }

    /// A page index the pages do not have.
    public struct PageOutOfRange: Error, Hashable, Sendable, CustomStringConvertible {
        /// The index asked for.
        public let index: Int
        /// How many pages there are.
        public let count: Int

        public var description: String { "there is no page \(index) (from 0) among \(count) page(s)" }
    }
}
