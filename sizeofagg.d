BEGIN{ @a = count(); x = sizeof(@a); }
