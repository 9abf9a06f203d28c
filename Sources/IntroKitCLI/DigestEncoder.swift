import Foundation

/// Writes any `Encodable` value as unambiguous bytes for a digest: every key and every
/// scalar is tagged, and every nested value or container is length-prefixed, in the order the
/// value encodes itself. A type's synthesized `Codable` covers each stored property, so a
/// field added to a display item changes the bytes without anyone updating the cache key.
struct DigestEncoder {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends `value`'s bytes.
    mutating func add(_ value: some Encodable) {
        bytes += DigestSink.bytes(of: value)
    }
}

/// What one value or container writes: bytes, and the sinks of the containers nested in it
/// (which may be written to in any order), joined with length prefixes at the end.
private final class DigestSink {
    private enum Part {
        case bytes([UInt8])
        case nested(DigestSink)
    }

    private var parts: [Part] = []
    /// Bytes written since the last nested sink.
    private var pending: [UInt8] = []

    enum Tag: UInt8 {
        case null = 0, bool, string, double, integer, unsigned, key, keyed, unkeyed, nested, failed
    }

    /// The bytes of one value.
    static func bytes(of value: some Encodable) -> [UInt8] {
        let sink = DigestSink()
        // The sink never throws; a value whose own `encode(to:)` throws is marked as such.
        do { try value.encode(to: Writer(sink: sink)) } catch { sink.tag(.failed) }
        return sink.flattened()
    }

    private func append(_ bytes: some Sequence<UInt8>) { pending.append(contentsOf: bytes) }

    /// A sink for a container or value nested here.
    func nested() -> DigestSink {
        if !pending.isEmpty {
            parts.append(.bytes(pending))
            pending = []
        }
        let sink = DigestSink()
        parts.append(.nested(sink))
        return sink
    }

    func flattened() -> [UInt8] {
        var result: [UInt8] = []
        for part in parts {
            switch part {
            case .bytes(let bytes): result += bytes
            case .nested(let sink):
                let inner = sink.flattened()
                result.append(Tag.nested.rawValue)
                withUnsafeBytes(of: Int64(inner.count).littleEndian) { result.append(contentsOf: $0) }
                result += inner
            }
        }
        return result + pending
    }

    func tag(_ tag: Tag) { append(CollectionOfOne(tag.rawValue)) }

    func integer(_ value: Int64, _ tag: Tag = .integer) {
        self.tag(tag)
        withUnsafeBytes(of: value.littleEndian) { append($0) }
    }

    func string(_ value: String, _ tag: Tag = .string) {
        integer(Int64(value.utf8.count), tag)
        append(value.utf8)
    }

    func double(_ value: Double) {
        tag(.double)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { append($0) }
    }

    /// The `Encoder` handed to values; its containers all write to the sink.
    struct Writer: Encoder {
        let sink: DigestSink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let inner = sink.nested()
            inner.tag(.keyed)
            return KeyedEncodingContainer(Keyed<Key>(sink: inner))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let inner = sink.nested()
            inner.tag(.unkeyed)
            return Unkeyed(sink: inner)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink) }
    }

    /// Scalars, shared by the three containers.
    struct Single: SingleValueEncodingContainer {
        let sink: DigestSink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { sink.tag(.null) }
        mutating func encode(_ value: Bool) { sink.integer(value ? 1 : 0, .bool) }
        mutating func encode(_ value: String) { sink.string(value) }
        mutating func encode(_ value: Double) { sink.double(value) }
        mutating func encode(_ value: Float) { sink.double(Double(value)) }
        mutating func encode(_ value: Int) { sink.integer(Int64(value)) }
        mutating func encode(_ value: Int8) { sink.integer(Int64(value)) }
        mutating func encode(_ value: Int16) { sink.integer(Int64(value)) }
        mutating func encode(_ value: Int32) { sink.integer(Int64(value)) }
        mutating func encode(_ value: Int64) { sink.integer(value) }
        mutating func encode(_ value: UInt) { sink.integer(Int64(bitPattern: UInt64(value)), .unsigned) }
        mutating func encode(_ value: UInt8) { sink.integer(Int64(value), .unsigned) }
        mutating func encode(_ value: UInt16) { sink.integer(Int64(value), .unsigned) }
        mutating func encode(_ value: UInt32) { sink.integer(Int64(value), .unsigned) }
        mutating func encode(_ value: UInt64) { sink.integer(Int64(bitPattern: value), .unsigned) }
        mutating func encode(_ value: some Encodable) throws { try value.encode(to: Writer(sink: sink.nested())) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: DigestSink
        var codingPath: [any CodingKey] { [] }

        private func key(_ key: Key) -> Single {
            sink.string(key.stringValue, .key)
            return Single(sink: sink)
        }

        mutating func encodeNil(forKey key: Key) { var single = self.key(key); single.encodeNil() }
        mutating func encode(_ value: Bool, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: String, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: Double, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: Float, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: Int, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: Int64, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: UInt64, forKey key: Key) { var single = self.key(key); single.encode(value) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            var single = self.key(key)
            try single.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            _ = self.key(key)
            return Writer(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            _ = self.key(key)
            return Writer(sink: sink).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            sink.string("super", .key)
            return Writer(sink: sink)
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            _ = self.key(key)
            return Writer(sink: sink)
        }
    }

    /// An array's elements, each tagged by what it writes (nested ones length-prefixed).
    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: DigestSink
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(sink: DigestSink) { self.sink = sink }

        private mutating func next() -> Single {
            count += 1
            return Single(sink: sink)
        }

        mutating func encodeNil() { var single = next(); single.encodeNil() }
        mutating func encode(_ value: Bool) { var single = next(); single.encode(value) }
        mutating func encode(_ value: String) { var single = next(); single.encode(value) }
        mutating func encode(_ value: Double) { var single = next(); single.encode(value) }
        mutating func encode(_ value: Int) { var single = next(); single.encode(value) }
        mutating func encode(_ value: some Encodable) throws {
            var single = next()
            try single.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            _ = next()
            return Writer(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            _ = next()
            return Writer(sink: sink).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            _ = next()
            return Writer(sink: sink)
        }
    }
}
