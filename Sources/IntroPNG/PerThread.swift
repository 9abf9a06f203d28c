import Foundation

/// One object of a kind per thread, kept in the thread's dictionary and released with it.
package enum PerThread {
    /// The calling thread's object under `key`, made by `make` on first use.
    package static func value<Object: AnyObject>(_ key: String, _ make: () -> Object) -> Object {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Object { return existing }
        let created = make()
        dictionary[key] = created
        return created
    }
}
