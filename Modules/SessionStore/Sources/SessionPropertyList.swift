import Foundation
import HeadlessDefaults

/// The state file's contents: `{ session: { isLoggedIn, displayName, email, bookmarks: [ { id,
/// title, source, savedAt } ], outbox: [ { message, keptAt } ], place: { tab, routes: { TAB:
/// ROUTE } } } }`, the layout UserDefaults gave the file when it kept the
/// session under the key `session`. Written as a binary property list (compact, and read without
/// parsing text); read from binary or from the XML that older builds and other tools write,
/// with UserDefaults' own rules for what a stored value means, and with the app's own readers
/// only (never Foundation's, whatever the file claims to be).
public nonisolated enum SessionPropertyList {
    /// The key holding the session, as UserDefaults named it.
    public static let sessionKey = "session"

    private enum Key {
        static let isLoggedIn = "isLoggedIn"
        static let displayName = "displayName"
        static let email = "email"
        static let bookmarks = "bookmarks"
        static let id = "id"
        static let title = "title"
        static let source = "source"
        static let savedAt = "savedAt"
        static let outbox = "outbox"
        static let message = "message"
        static let keptAt = "keptAt"
        static let place = "place"
        static let tab = "tab"
        static let routes = "routes"
    }

    // MARK: - Writing

    /// `state` as a binary property list: the bytes the writer built, handed on without a
    /// copy, since a large session's copy into `Data` would be allocated, and faulted in
    /// again, on every save.
    public static func encode(_ state: SessionState) -> [UInt8] {
        let bookmarkCount = state.bookmarks.count
        let reportCount = state.outbox.count
        let routeCount = state.place?.routes.count ?? 0
        // The fixed objects (two dictionaries, their keys and values, the arrays, the bookmark
        // and report keys), then per bookmark its dictionary, id, title, date and at most one
        // new source, and per report its dictionary, message and date.
        var writer = BinaryPropertyListWriter(
            maximumObjectCount: 21 + 6 + 5 * bookmarkCount + 3 * reportCount + 2 * routeCount,
            expectedSize: 256 + 96 * bookmarkCount + state.outbox.reduce(0) { $0 + 64 + $1.message.utf8.count * 2 }
                + (state.place?.routes.values.reduce(0) { $0 + 64 + $1.utf8.count * 2 } ?? 0))
        let bookmarkKeys = [Key.id, Key.title, Key.source, Key.savedAt].map { writer.add($0) }
        // Sources repeat ("home", "explore"), so each is written once and shared. There are a
        // handful, so a short list searched in order beats hashing each bookmark's source; past
        // a few, further sources are simply written again.
        var sources: [(text: String, reference: BinaryPropertyListWriter.Reference)] = []
        var bookmarks: [BinaryPropertyListWriter.Reference] = []
        bookmarks.reserveCapacity(bookmarkCount)
        for bookmark in state.bookmarks {
            let id = writer.add(bookmark.id)
            let title = writer.add(bookmark.title)
            let source: BinaryPropertyListWriter.Reference
            if let known = sources.first(where: { $0.text == bookmark.source }) {
                source = known.reference
            } else {
                source = writer.add(bookmark.source)
                if sources.count < 8 { sources.append((bookmark.source, source)) }
            }
            let savedAt = writer.add(bookmark.savedAt)
            bookmarks.append(writer.addDictionary(keys: bookmarkKeys, values: [id, title, source, savedAt]))
        }
        let reportKeys = [Key.message, Key.keptAt].map { writer.add($0) }
        var reports: [BinaryPropertyListWriter.Reference] = []
        reports.reserveCapacity(reportCount)
        for report in state.outbox {
            let message = writer.add(report.message)
            let keptAt = writer.add(report.keptAt)
            reports.append(writer.addDictionary(keys: reportKeys, values: [message, keptAt]))
        }
        var sessionKeys = [Key.isLoggedIn, Key.displayName, Key.email, Key.bookmarks, Key.outbox].map {
            writer.add($0)
        }
        var sessionValues = [
            writer.add(state.isLoggedIn), writer.add(state.displayName), writer.add(state.email),
            writer.addArray(bookmarks), writer.addArray(reports),
        ]
        if let place = state.place {
            sessionKeys.append(writer.add(Key.place))
            sessionValues.append(add(place, to: &writer))
        }
        let session = writer.addDictionary(keys: sessionKeys, values: sessionValues)
        let root = writer.addDictionary(keys: [writer.add(sessionKey)], values: [session])
        return writer.finish(top: root)
    }

    /// `place` as `{ tab, routes: { TAB: ROUTE } }`, the routes in the order of their tabs'
    /// names so that the same place is always the same bytes.
    private static func add(_ place: SavedPlace, to writer: inout BinaryPropertyListWriter)
        -> BinaryPropertyListWriter.Reference
    {
        let tabs = place.routes.keys.sorted()
        let routeKeys = tabs.map { writer.add($0) }
        let routeValues = tabs.map { writer.add(place.routes[$0] ?? "") }
        let routes = writer.addDictionary(keys: routeKeys, values: routeValues)
        return writer.addDictionary(
            keys: [writer.add(Key.tab), writer.add(Key.routes)], values: [writer.add(place.selectedTab), routes])
    }

    // MARK: - Reading

    /// The session in `data` (binary or XML property list, read by the app's own readers). A file without a session, or whose
    /// session says logged out, is the empty session: what a logged-out file still lists
    /// belongs to nobody now and is not handed to the next person who logs in.
    static func decode(_ data: Data) throws(SessionContentProblem) -> SessionState {
        let root = try propertyList(in: data)
        guard case .dictionary = root else { throw .notSettings }
        guard let session = root[sessionKey] else { return .empty }
        guard case .dictionary = session else {
            throw .wrongKind(place: SessionValuePlace(.session), found: session.kind, expected: .dictionary)
        }
        guard try flag(session[Key.isLoggedIn]) else { return .empty }
        return SessionState(
            isLoggedIn: true,
            displayName: try text(session[Key.displayName], at: SessionValuePlace(.session, key: Key.displayName))
                ?? "",
            email: try text(session[Key.email], at: SessionValuePlace(.session, key: Key.email)) ?? "",
            bookmarks: try bookmarks(session[Key.bookmarks]),
            outbox: try outbox(session[Key.outbox]),
            place: place(session[Key.place]))
    }

    /// Whether a file that cannot be read as a session says, in a flag that can still be read,
    /// that nobody is logged in: then nothing in it belongs to anyone and it need not be kept.
    /// Only the path to the flag is read (binary), or only the structure up to it (XML), so
    /// damage elsewhere does not hide it; `false` when the flag cannot be found or says yes.
    static func saysLoggedOut(_ data: Data) -> Bool {
        let flag: PropertyListValue?
        if BinaryPropertyListReader.claimsToBeBinary(data) {
            flag = BinaryPropertyListReader.value(at: [sessionKey, Key.isLoggedIn], in: data)
        } else if XMLPropertyListReader.isXML(data) {
            let root: PropertyListValue?
            do {
                root = try XMLPropertyListReader.read(data, lenient: true)
            } catch {
                root = error.partial
            }
            flag = root?[sessionKey]?[Key.isLoggedIn]
        } else {
            flag = nil
        }
        return flag?.userDefaultsBool == false
    }

    /// The property list in `data`, read by the app's own readers only: whatever a file claims
    /// to be, it never reaches Foundation's parser, whose reading of shared objects and
    /// entities has no bound.
    private static func propertyList(in data: Data) throws(SessionContentProblem) -> PropertyListValue {
        guard !data.isEmpty else { throw .empty }
        if BinaryPropertyListReader.claimsToBeBinary(data) {
            do {
                return try BinaryPropertyListReader.read(data)
            } catch {
                throw .damagedBinary(detail: error.description)
            }
        }
        // XML: older builds, UserDefaults and other tools; read once, saved as binary next time.
        guard XMLPropertyListReader.isXML(data) else {
            throw .notPropertyList
        }
        do {
            return try XMLPropertyListReader.read(data)
        } catch {
            throw .damagedXML(detail: error.description)
        }
    }

    private static func flag(_ value: PropertyListValue?) throws(SessionContentProblem) -> Bool {
        guard let value else { return false }
        guard let flag = value.userDefaultsBool else {
            throw .wrongKind(
                place: SessionValuePlace(.session, key: Key.isLoggedIn), found: value.kind, expected: .yesOrNo)
        }
        return flag
    }

    private static func text(_ value: PropertyListValue?, at place: @autoclosure () -> SessionValuePlace)
        throws(SessionContentProblem)
        -> String?
    {
        guard let value else { return nil }
        guard let text = value.userDefaultsString else {
            throw .wrongKind(place: place(), found: value.kind, expected: .text)
        }
        return text
    }

    /// A date that is one: a stored "not a number" would make the session differ from itself.
    private static func date(_ value: PropertyListValue?, at place: @autoclosure () -> SessionValuePlace)
        throws(SessionContentProblem)
        -> Date
    {
        guard case let .date(date)? = value else {
            throw .wrongKind(place: place(), found: value?.kind, expected: .date)
        }
        guard !date.timeIntervalSinceReferenceDate.isNaN else {
            throw .dateNotANumber(place: place())
        }
        return date
    }

    /// Where the person was, when the file keeps a place that can be read and is within bounds.
    /// Anything else keeps no place rather than setting the session aside: the next launch opens
    /// at the first screens, and the session, bookmarks and outbox are read as ever.
    private static func place(_ value: PropertyListValue?) -> SavedPlace? {
        // Text only, unlike UserDefaults' reading of a number as text: a route is the app's own
        // writing, and anything else in its place was not written by it.
        guard case .dictionary? = value, case let .string(tab)? = value?[Key.tab] else { return nil }
        var routes: [String: String] = [:]
        switch value?[Key.routes] {
        case nil: break
        case let .dictionary(entries)?:
            // Bounded before it is read: a file listing a million routes costs no more than one over the bound.
            guard entries.count <= SavedPlace.maximumRouteCount else { return nil }
            for entry in entries {
                guard case let .string(text) = entry.value else { return nil }
                routes[entry.key] = text
            }
        default: return nil
        }
        let place = SavedPlace(selectedTab: tab, routes: routes)
        return place.isWithinBounds ? place : nil
    }

    /// The reports kept for delivery; a file written before the outbox existed has none.
    private static func outbox(_ value: PropertyListValue?) throws(SessionContentProblem) -> [SessionState.Report] {
        guard let value else { return [] }
        guard case let .array(elements) = value else {
            throw .wrongKind(place: SessionValuePlace(.session, key: Key.outbox), found: value.kind, expected: .array)
        }
        var reports: [SessionState.Report] = []
        for (index, element) in elements.enumerated() {
            let report = SessionValuePlace.Item.report(index + 1)
            guard case .dictionary = element else {
                throw .wrongKind(place: SessionValuePlace(report), found: element.kind, expected: .dictionary)
            }
            guard let message = try text(element[Key.message], at: SessionValuePlace(report, key: Key.message)) else {
                throw .missing(key: Key.message, place: SessionValuePlace(report))
            }
            let keptAt = try date(element[Key.keptAt], at: SessionValuePlace(report, key: Key.keptAt))
            reports.append(.init(message: message, keptAt: keptAt))
        }
        return reports
    }

    private static func bookmarks(_ value: PropertyListValue?) throws(SessionContentProblem) -> BookmarkList {
        guard let value else { return BookmarkList() }
        guard case let .array(elements) = value else {
            throw .wrongKind(
                place: SessionValuePlace(.session, key: Key.bookmarks), found: value.kind, expected: .array)
        }
        var list = BookmarkList()
        for (index, element) in elements.enumerated() {
            let bookmark = SessionValuePlace.Item.bookmark(index + 1)
            guard case .dictionary = element else {
                throw .wrongKind(place: SessionValuePlace(bookmark), found: element.kind, expected: .dictionary)
            }
            guard let id = try text(element[Key.id], at: SessionValuePlace(bookmark, key: Key.id)) else {
                throw .missing(key: Key.id, place: SessionValuePlace(bookmark))
            }
            let savedAt = try date(element[Key.savedAt], at: SessionValuePlace(bookmark, key: Key.savedAt))
            list.insert(
                .init(
                    id: id, title: try text(element[Key.title], at: SessionValuePlace(bookmark, key: Key.title)) ?? "",
                    source: try text(element[Key.source], at: SessionValuePlace(bookmark, key: Key.source)) ?? "",
                    savedAt: savedAt))
        }
        return list
    }
}
