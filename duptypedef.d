typedef int t; typedef char t;
