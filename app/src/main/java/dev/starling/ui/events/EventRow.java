package dev.starling.ui.events;

import dev.starling.core.activity.EventView;
import dev.starling.core.activity.UserRef;
import java.util.List;
import java.util.stream.Collectors;

/** One event of the live view: when, its type, the users it concerns, what happened, and its detail lines. */
public record EventRow(String time, String type, String users, String summary, List<String> details, List<String> userIds) {

    static EventRow of(EventView view) {
        List<UserRef> users = view.users();
        return new EventRow(EventsWords.time(view.header().receivedAt()), view.header().type(),
                users.stream().map(UserRef::label).distinct().collect(Collectors.joining(", ")),
                EventsWords.text(view.summary()), view.details().stream().map(EventsWords::text).toList(),
                users.stream().map(UserRef::id).filter(java.util.Objects::nonNull).toList());
    }
}
