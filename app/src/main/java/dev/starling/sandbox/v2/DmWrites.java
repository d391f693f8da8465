package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Direct messages as the signed-in user (user context): {@code POST
 * /2/dm_conversations/with/:participant_id/messages} (the one-to-one conversation, made with the first
 * message), {@code POST /2/dm_conversations} ({@code {"conversation_type": "Group", "participant_ids":
 * [...], "message": {"text": ...}}}: a group, whose members are told who joined) and {@code POST
 * /2/dm_conversations/:dm_conversation_id/messages}. Answers {@code 201 {"data": {dm_conversation_id,
 * dm_event_id}}}. The messages are what the activity events {@code dm.sent} and {@code dm.received} tell;
 * reading them back is not emulated.
 */
record DmWrites(LiveWorld live, Authenticator auth, Clock clock) {

    private static final int MAX_TEXT = 10_000;

    void register(Router router) {
        router.route("POST", "/2/dm_conversations/with/:participant_id/messages", this::toParticipant);
        router.route("POST", "/2/dm_conversations", this::group);
        router.route("POST", "/2/dm_conversations/:dm_conversation_id/messages", this::toConversation);
    }

    private SandboxResponse toParticipant(SandboxRequest request) {
        Principal.UserContext user = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        List<Problems.ParameterError> errors = new ArrayList<>();
        String participant = ReadParameters.pathParam(request, "participant_id", LookupHandlers.ID_PATTERN, errors);
        String text = text(body(request).path("text"), errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        if (participant.equals(user.userId())) {
            throw Problems.invalidRequest("participant_id", participant, "You cannot send a direct message to yourself");
        }
        if (live.current().user(participant).isEmpty()) {
            throw notFound("user", "participant_id", participant);
        }
        WorldChange.MessageSent sent = live.sendMessage(user.userId(), participant, text, clock.instant()).orElseThrow();
        return created(sent);
    }

    private SandboxResponse group(SandboxRequest request) {
        Principal.UserContext user = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        JsonNode body = body(request);
        List<Problems.ParameterError> errors = new ArrayList<>();
        if (!"Group".equals(body.path("conversation_type").asText())) {
            errors.add(Problems.ParameterError.of("conversation_type", body.path("conversation_type").asText(null),
                    "$.conversation_type: must be Group"));
        }
        List<String> participants = new ArrayList<>();
        body.path("participant_ids").forEach(id -> participants.add(id.asText()));
        if (participants.isEmpty() || participants.size() > 49) {
            errors.add(Problems.ParameterError.of("participant_ids", null, "$.participant_ids: 1 to 49 user ids"));
        }
        for (String id : participants) {
            if (!id.matches(LookupHandlers.ID_PATTERN)) {
                errors.add(Problems.ParameterError.of("participant_ids", id, "$.participant_ids: [" + id
                        + "] does not match " + LookupHandlers.ID_PATTERN));
            }
        }
        String text = text(body.path("message").path("text"), errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        Optional<String> conversation = live.createGroup(user.userId(), participants, clock.instant());
        if (conversation.isEmpty()) {
            throw Problems.invalidRequest("participant_ids", String.join(",", participants),
                    "Every participant must be an existing user other than you");
        }
        return created(live.sendToConversation(conversation.get(), user.userId(), text, clock.instant()).orElseThrow());
    }

    private SandboxResponse toConversation(SandboxRequest request) {
        Principal.UserContext user = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        List<Problems.ParameterError> errors = new ArrayList<>();
        String conversation = ReadParameters.pathParam(request, "dm_conversation_id", "^[0-9-]{1,40}$", errors);
        String text = text(body(request).path("text"), errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        Optional<List<String>> members = live.conversation(conversation);
        if (members.isEmpty()) {
            throw notFound("dm_conversation", "dm_conversation_id", conversation);
        }
        if (!members.get().contains(user.userId())) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("title", "Forbidden");
            problem.put("type", "about:blank");
            problem.put("status", 403);
            problem.put("detail", "You are not a participant of this conversation");
            throw new ApiException(SandboxResponse.problem(403, problem));
        }
        return created(live.sendToConversation(conversation, user.userId(), text, clock.instant()).orElseThrow());
    }

    private static SandboxResponse created(WorldChange.MessageSent sent) {
        return SandboxResponse.json(201, Map.of("data", Map.of("dm_conversation_id", sent.conversationId(),
                "dm_event_id", sent.eventId())));
    }

    private static String text(JsonNode node, List<Problems.ParameterError> errors) {
        if (!node.isTextual() || node.asText().isBlank()) {
            errors.add(new Problems.ParameterError(Map.of("text", List.of()), "$.text: is missing but it is required"));
            return null;
        }
        if (node.asText().length() > MAX_TEXT) {
            errors.add(Problems.ParameterError.of("text", null, "$.text: must be at most " + MAX_TEXT + " characters long"));
            return null;
        }
        return node.asText();
    }

    private static JsonNode body(SandboxRequest request) {
        try {
            JsonNode body = request.body().length == 0 ? Json.object() : Json.parse(request.body());
            return body == null ? Json.object() : body;
        } catch (IOException e) {
            throw Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of(), "The request body is not valid JSON")));
        }
    }

    private static ApiException notFound(String type, String parameter, String value) {
        Map<String, Object> problem = new LinkedHashMap<>(Problems.notFound(type, parameter, value));
        problem.put("status", 404);
        return new ApiException(SandboxResponse.problem(404, problem));
    }
}
