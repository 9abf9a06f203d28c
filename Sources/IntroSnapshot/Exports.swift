/// `IntroSnapshot` is what test targets import: the snapshot engine (`IntroSnapshotCore`,
/// which knows no model) plus the Welcome Sheet and Stories subjects defined here, so that
/// `assertSnapshot(of: page, as: .image(device: iPhone))` works with one import.
@_exported import IntroSnapshotCore
